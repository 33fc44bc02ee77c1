# cmake -DIN=<text file> -DOUT=<.inc> -P EmbedText.cmake: writes IN as a C++
# raw string literal, for a table the binary carries as text.
file(READ "${IN}" text)
file(WRITE "${OUT}.tmp" "// Generated from ${IN} by cmake/EmbedText.cmake; do not edit.\nR\"hipify_embed(${text})hipify_embed\"\n")
file(RENAME "${OUT}.tmp" "${OUT}")
