// A project header that brings <stdio.h> itself.
#include <stdio.h>
