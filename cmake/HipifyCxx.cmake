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
#   hipify-cxx <file> -o <output> --dep-file <output>.d --quiet
#              --peers <list of SOURCES> --server <OPTIONS>
#
# (--quiet: each header is translated by its own command, so a run does not
# look for the project headers it leaves untranslated; --peers: the runs
# share the precompiled C++ library headers as one run of all SOURCES would;
# --server: each run is handed to a warm hipify-cxx, one per parallel job,
# which stays a minute after its last run: the runs cost about what one run
# over all SOURCES does. Set HIPIFY_CXX_SERVER to OFF to run each alone.)
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
#   hipify_cxx_compat(<target>
#                     [SOURCES <file>...]
#                     [OUTPUT_DIR <dir>]
#                     [OPTIONS <hipify-cxx option>...]
#                     [DEPENDS <file>...])
#
# Single-source mode (docs/single-source.md): the CUDA sources stay as they
# are and build for ROCm with a directory of headers that
#
#   hipify-cxx compat --out <dir> <file>... --dep-file <dir>/hipify_compat.stamp.d
#
# writes at build time (default OUTPUT_DIR:
# ${CMAKE_CURRENT_BINARY_DIR}/<target>-hipify-compat). SOURCES defaults to
# the target's sources. When <target> exists, it gets the directory first on
# its include path and -include <dir>/hipify_compat.h, and is built after
# the directory; otherwise a custom target <target> that makes the directory
# is added. The directory is made again when a source, a header one reads,
# the hipify-cxx executable or a file in DEPENDS changes.
#
# The executable is HIPIFY_CXX_EXECUTABLE (set by find_package(HipifyCxx));
# without it, a target named hipify-cxx in the same build is used.
#
# See docs/cmake.md.

include_guard(GLOBAL)

option(HIPIFY_CXX_SERVER
       "hipify_cxx_sources: hand each file's run to a warm hipify-cxx (--server)"
       ON)

# Functions record the policies in effect where they are defined: DEPFILE
# paths are relative to the binary directory of the caller (CMP0116), and
# DEPFILE works with the Makefile generators too (3.20).
cmake_policy(PUSH)
cmake_policy(VERSION 3.20...3.31)

# The hipify-cxx to run, into <var>: HIPIFY_CXX_EXECUTABLE, or the target
# of this build (whose name makes a command run again when it is rebuilt).
function(_hipify_cxx_tool caller var)
  if(HIPIFY_CXX_EXECUTABLE)
    set(${var} "${HIPIFY_CXX_EXECUTABLE}" PARENT_SCOPE)
  elseif(TARGET hipify-cxx)
    set(${var} hipify-cxx PARENT_SCOPE)
  else()
    message(FATAL_ERROR "${caller}: no hipify-cxx executable: use "
                        "find_package(HipifyCxx) or set HIPIFY_CXX_EXECUTABLE")
  endif()
endfunction()

function(hipify_cxx_sources out_var)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "OUTPUT_DIR;BASE_DIR" "SOURCES;OPTIONS;DEPENDS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hipify_cxx_sources: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "hipify_cxx_sources: no SOURCES given")
  endif()

  _hipify_cxx_tool(hipify_cxx_sources tool)

  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/hipify")
  endif()
  get_filename_component(out_dir "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  if(NOT ARG_BASE_DIR)
    set(ARG_BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  get_filename_component(base_dir "${ARG_BASE_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")

  # The sources, a path a line, for each command's --peers: the runs of one
  # file each share the preludes as one run of them all would. Written when
  # the build system is generated, when it changes (a command line that
  # names it does not).
  set(absolute "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND absolute "${src}")
  endforeach()
  string(SHA1 id "${absolute};${ARG_OPTIONS}")
  string(SUBSTRING "${id}" 0 12 id)
  set(peers "${CMAKE_CURRENT_BINARY_DIR}/hipify-peers-${id}.txt")
  list(JOIN absolute "\n" lines)
  file(GENERATE OUTPUT "${peers}" CONTENT "${lines}\n")

  set(server "")
  if(HIPIFY_CXX_SERVER)
    set(server --server)
  endif()
  set(outputs "")
  foreach(src IN LISTS absolute)
    file(RELATIVE_PATH rel "${base_dir}" "${src}")
    if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
      message(FATAL_ERROR "hipify_cxx_sources: ${src} is outside BASE_DIR ${base_dir}; "
                          "its output could not mirror its path (pass BASE_DIR)")
    endif()
    set(out "${out_dir}/${rel}")
    if(out IN_LIST outputs)
      message(FATAL_ERROR "hipify_cxx_sources: ${src} is listed twice")
    endif()
    # (hipify-cxx makes the output's directory: no `cmake -E make_directory`
    # per file, a process that costs as much as a translation's own start)
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${tool}" "${src}" -o "${out}" --dep-file "${out}.d" --quiet
              --peers "${peers}" ${server} ${ARG_OPTIONS}
      DEPENDS "${src}" "${tool}" ${ARG_DEPENDS}
      DEPFILE "${out}.d"
      COMMENT "Translating ${rel} to HIP"
      VERBATIM COMMAND_EXPAND_LISTS)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} "${outputs}" PARENT_SCOPE)
endfunction()

function(hipify_cxx_compat target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "OUTPUT_DIR" "SOURCES;OPTIONS;DEPENDS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hipify_cxx_compat: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  _hipify_cxx_tool(hipify_cxx_compat tool)
  if(NOT ARG_SOURCES AND TARGET ${target})
    get_target_property(ARG_SOURCES ${target} SOURCES)
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "hipify_cxx_compat: no SOURCES given, and ${target} "
                        "is no target to take them from")
  endif()
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${target}-hipify-compat")
  endif()
  get_filename_component(out_dir "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  set(sources "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND sources "${src}")
  endforeach()
  # The stamp is touched by every run; the headers keep their time stamps
  # when their text does not change, so that nothing is compiled again.
  set(main "${out_dir}/hipify_compat.h")
  set(stamp "${out_dir}/hipify_compat.stamp")
  add_custom_command(
    OUTPUT "${stamp}"
    BYPRODUCTS "${main}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${out_dir}"
    COMMAND "${tool}" compat --out "${out_dir}" ${sources}
            --dep-file "${stamp}.d" --quiet ${ARG_OPTIONS}
    DEPENDS ${sources} "${tool}" ${ARG_DEPENDS}
    DEPFILE "${stamp}.d"
    COMMENT "Generating the compat headers of ${target}"
    VERBATIM COMMAND_EXPAND_LISTS)
  if(TARGET ${target})
    add_custom_target(${target}-hipify-compat DEPENDS "${stamp}")
    add_dependencies(${target} ${target}-hipify-compat)
    target_include_directories(${target} BEFORE PRIVATE "${out_dir}")
    target_compile_options(${target} PRIVATE "SHELL:-include \"${main}\"")
  else()
    add_custom_target(${target} ALL DEPENDS "${stamp}")
  endif()
endfunction()

cmake_policy(POP)
