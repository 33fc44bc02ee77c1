# cmake -DOUT=<.inc> -DFILES=<a.h;b.h> -P EmbedHelpers.cmake: writes each
# helpers/hipify_<name>.h as an initialiser {"<name>", R"(text)"}, for the
# helper headers the binary carries (lib/Mapping/Helpers.cpp).
set(out "// Generated from helpers/ by cmake/EmbedHelpers.cmake; do not edit.\n")
foreach(f ${FILES})
  get_filename_component(name "${f}" NAME_WE)
  string(REGEX REPLACE "^hipify_" "" name "${name}")
  file(READ "${f}" text)
  string(APPEND out "{\"${name}\", R\"hipify_embed(${text})hipify_embed\"},\n")
endforeach()
file(WRITE "${OUT}.tmp" "${out}")
file(RENAME "${OUT}.tmp" "${OUT}")
