# HipifyCxx.cmake: translate CUDA sources to HIP at build time.
#
#   hipify_cxx_sources(<out-var>
#                      SOURCES <file>...
#                      [OUTPUT_DIR <dir>]
#                      [BASE_DIR <dir>]
#                      [OPTIONS <hipify-cxx option>...]
#                      [DEPENDS <file>...])
#
# Adds one custom command per file in SOURCES (.cu sources and the headers
# they include, .cuh/.h) that runs
#
#   hipify-cxx <file> -o <output> --dep-file <output>.d --quiet <OPTIONS>
#
# (--quiet: each header is translated by its own command, so a run does not
# look for the project headers it leaves untranslated)
# and sets <out-var> to the list of outputs, in the order of SOURCES. Each
# output keeps its file name and its path relative to BASE_DIR (default:
# CMAKE_CURRENT_SOURCE_DIR) under OUTPUT_DIR (default:
# ${CMAKE_CURRENT_BINARY_DIR}/hipify), so src/kernels.cu becomes
# <OUTPUT_DIR>/src/kernels.cu and the translations include one another the
# way the sources do: `#include "../include/common.cuh"` just works, and an
# include directory of the sources (-I include) is given to the HIP compiler
# as <OUTPUT_DIR>/include.
#
# The depfile lists the project headers each translation read, so a build
# re-translates a file when it, a header it includes, the hipify-cxx
# executable or a file in DEPENDS (e.g. a --mappings file) changes, and
# nothing else. Nothing is translated at configure time.
#
# The outputs are produced by a target that lists them as sources (or
# DEPENDS) in the same directory, as with any add_custom_command output.
# The outputs keep the .cu extension: compile them with `hipcc -x hip`, or
# give them LANGUAGE HIP with set_source_files_properties for CMake's HIP
# language.
#
# The executable is HIPIFY_CXX_EXECUTABLE (set by find_package(HipifyCxx));
# without it, a target named hipify-cxx in the same build is used.
#
# See docs/cmake.md.

include_guard(GLOBAL)

# Functions record the policies in effect where they are defined: DEPFILE
# paths are relative to the binary directory of the caller (CMP0116), and
# DEPFILE works with the Makefile generators too (3.20).
cmake_policy(PUSH)
cmake_policy(VERSION 3.20...3.31)

function(hipify_cxx_sources out_var)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "OUTPUT_DIR;BASE_DIR" "SOURCES;OPTIONS;DEPENDS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hipify_cxx_sources: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "hipify_cxx_sources: no SOURCES given")
  endif()

  if(HIPIFY_CXX_EXECUTABLE)
    set(tool "${HIPIFY_CXX_EXECUTABLE}")
    set(tool_dep "${HIPIFY_CXX_EXECUTABLE}")
  elseif(TARGET hipify-cxx)
    # Built in this project: the target name depends on the binary and makes
    # the command run again when it is rebuilt.
    set(tool hipify-cxx)
    set(tool_dep hipify-cxx)
  else()
    message(FATAL_ERROR "hipify_cxx_sources: no hipify-cxx executable: use "
                        "find_package(HipifyCxx) or set HIPIFY_CXX_EXECUTABLE")
  endif()

  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/hipify")
  endif()
  get_filename_component(out_dir "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  if(NOT ARG_BASE_DIR)
    set(ARG_BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  get_filename_component(base_dir "${ARG_BASE_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")

  set(outputs "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    file(RELATIVE_PATH rel "${base_dir}" "${src}")
    if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
      message(FATAL_ERROR "hipify_cxx_sources: ${src} is outside BASE_DIR ${base_dir}; "
                          "its output could not mirror its path (pass BASE_DIR)")
    endif()
    set(out "${out_dir}/${rel}")
    if(out IN_LIST outputs)
      message(FATAL_ERROR "hipify_cxx_sources: ${src} is listed twice")
    endif()
    get_filename_component(out_parent "${out}" DIRECTORY)
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${out_parent}"
      COMMAND "${tool}" "${src}" -o "${out}" --dep-file "${out}.d" --quiet
              ${ARG_OPTIONS}
      DEPENDS "${src}" "${tool_dep}" ${ARG_DEPENDS}
      DEPFILE "${out}.d"
      COMMENT "Translating ${rel} to HIP"
      VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} "${outputs}" PARENT_SCOPE)
endfunction()

cmake_policy(POP)
