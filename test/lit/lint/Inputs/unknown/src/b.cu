// cudaWeakFlag13 looks declared in a.cu (x & cudaWeakFlag13): not here.
int h() { return cudaWeakFlag13; }
