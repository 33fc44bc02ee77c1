//===- Html.cpp - the migration report as one self-contained HTML page ---===//
//
// The page works from a file on an air-gapped machine: no network, no
// external script, style or font. The summary, the coverage per library (a
// CSS bar chart) and the to-do list are plain HTML, readable without
// JavaScript; the per-file list, its filters and its diffs are drawn by a
// small inline script from the report's own data (the hunks and diagnostics
// of the JSON report), a page of rows at a time, so a tree of thousands of
// files loads as text, not as a large DOM.
//
// Every number comes from Totals, as in the text and JSON reports.
//
//===----------------------------------------------------------------------===//

#include "hipify/Report/Report.h"
#include "Totals.h"
#include "hipify/Support/JsonText.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <set>

using namespace llvm;

namespace hipify::report {

namespace {

std::string escape(StringRef S) {
  std::string Out;
  for (char C : S) {
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    default: Out += C;
    }
  }
  return Out;
}

/// Diagnostics that say a replacement is deprecated or the CUDA API gone.
bool isDeprecation(const Diagnostic &D) {
  return D.Tag == Tag::Deprecated || D.Tag == Tag::CudaDeprecated ||
         D.Tag == Tag::CudaRemoved;
}

/// The file's --verify result, for the Compile column and its filter.
StringRef compileResult(const FileReport &F) {
  if (F.compileErrors(Tag::VerifyUnexpected))
    return "unexpected";
  if (F.compileErrors(Tag::VerifyUntranslated))
    return "untranslated";
  if (F.compileErrors(Tag::VerifyExpected))
    return "expected";
  if (!F.Compiles)
    return "";
  return *F.Compiles ? "compiles" : "fails";
}

struct LibraryCounts {
  unsigned Replaced = 0, Unsupported = 0, Deprecated = 0;
};

std::map<std::string, LibraryCounts> byLibrary(ArrayRef<FileReport> Files) {
  std::map<std::string, LibraryCounts> Out;
  for (const FileReport &F : Files) {
    for (const auto &[Lib, N] : F.byLibrary())
      Out[Lib.empty() ? "other" : Lib].Replaced += N;
    for (const Diagnostic &D : F.Diagnostics) {
      std::string Lib = D.Library.empty() ? "other" : D.Library.str();
      if (D.Tag == Tag::Unsupported)
        ++Out[Lib].Unsupported;
      else if (isDeprecation(D))
        ++Out[Lib].Deprecated;
    }
  }
  return Out;
}

constexpr const char *Style = R"css(
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1200px;padding:0 16px;color:#1b1f24}
h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #d0d7de}
table{border-collapse:collapse}td,th{padding:3px 10px;text-align:left;vertical-align:top}
th{background:#f6f8fa}tr.file-row{cursor:pointer}tr.file-row:hover{background:#f6f8fa}
.num{text-align:right;font-variant-numeric:tabular-nums}
.summary td:first-child{color:#57606a}
.bar{display:flex;width:420px;height:14px;background:#eee}
.bar span{display:block;height:14px}.rep{background:#2da44e}.uns{background:#cf222e}.dep{background:#bf8700}
.key{display:inline-block;width:10px;height:10px;margin:0 4px 0 12px}
code,pre{font:12px/1.35 ui-monospace,Menlo,Consolas,monospace}
pre{margin:0;padding:4px 8px;white-space:pre-wrap;word-break:break-all}
.diff{display:grid;grid-template-columns:1fr 1fr;gap:4px;margin:4px 0 12px}
.old{background:#fff5f5}.new{background:#f0fff4}
.old mark{background:#ffc1c0}.new mark{background:#acf2bd}
.warn{color:#9a6700}.err{color:#cf222e}.status-failed,.status-skipped{color:#cf222e}
.compile-unexpected{color:#cf222e}.compile-expected,.compile-untranslated,.compile-fails{color:#9a6700}
.tag{color:#57606a;font-size:12px;margin-left:4px}tr.todo-file th{background:none;padding-top:10px}
.filters{display:flex;gap:8px;flex-wrap:wrap;margin:8px 0}
details{margin:2px 0}
)css";

constexpr const char *Script = R"js(
(function(){
var D=JSON.parse(document.getElementById('data').textContent);
var $=function(id){return document.getElementById(id)};
var q=$('q'),dir=$('dir'),st=$('status'),lib=$('lib'),cc=$('compile'),rows=$('rows');
var PAGE=200,limit=PAGE;
function opts(sel,vals){vals.sort().forEach(function(v){var o=document.createElement('option');o.value=o.textContent=v;sel.appendChild(o)})}
var dirs={},libs={};
D.files.forEach(function(f){dirs[f.d]=1;f.l.forEach(function(l){libs[l]=1})});
opts(dir,Object.keys(dirs));opts(lib,Object.keys(libs));
var h=new URLSearchParams(location.hash.slice(1));
q.value=h.get('q')||'';dir.value=h.get('dir')||'';st.value=h.get('status')||'';lib.value=h.get('lib')||'';cc.value=h.get('compile')||'';
function match(f){
  return (!q.value||f.f.toLowerCase().indexOf(q.value.toLowerCase())>=0)&&
    (!dir.value||f.d===dir.value||f.d.indexOf(dir.value+'/')===0)&&
    (!st.value||f.s===st.value)&&(!lib.value||f.l.indexOf(lib.value)>=0)&&
    (!cc.value||f.c===cc.value)}
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=text;return e}
function side(pieces,cls){var p=el('pre',cls);pieces.forEach(function(t,i){p.appendChild(i%2?el('mark',null,t):document.createTextNode(t))});return p}
function diff(f){
  var box=el('div');
  f.g.forEach(function(g){box.appendChild(el('div',g[2]==='error'?'err':'warn',f.f+':'+g[0]+':'+g[1]+': '+g[2]+': '+g[3]))});
  if(!f.h.length)box.appendChild(el('div',null,'No change.'));
  f.h.forEach(function(k){
    var head=el('div',null,'@@ -'+k[0]+' +'+k[1]+' @@');box.appendChild(head);
    var d=el('div','diff');d.appendChild(side(k[2],'old'));d.appendChild(side(k[3],'new'));box.appendChild(d)});
  return box}
function render(){
  rows.textContent='';var n=0,shown=0;
  D.files.forEach(function(f){
    if(!match(f))return;n++;if(shown>=limit)return;shown++;
    var tr=el('tr','file-row');tr.dataset.file=f.f;
    [f.f,f.s,f.l.join(' '),f.r,f.u,f.w,f.c].forEach(function(v,i){var td=el('td',i==6?'compile-'+f.c:i>2?'num':(i==1?'status-'+f.s:null),String(v));tr.appendChild(td)});
    var pe=el('td','num parse',f.p?String(f.p):'');if(f.p)pe.appendChild(el('div','tag',f.n?f.n+(f.n>1?' lines':' line')+' by tokens alone':'none by tokens alone'));tr.appendChild(pe);
    var open=null;
    tr.onclick=function(){if(open){open.remove();open=null;return}
      open=el('tr');var td=el('td');td.colSpan=8;td.appendChild(diff(f));open.appendChild(td);tr.after(open)};
    rows.appendChild(tr)});
  $('shown-count').textContent=shown;$('match-count').textContent=n;
  $('more').hidden=shown>=n}
[q,dir,st,lib,cc].forEach(function(e){e.oninput=function(){limit=PAGE;render()}});
$('more').onclick=function(){limit+=PAGE;render()};
render();
document.body.dataset.renderMs=Math.round(performance.now());
})();
)js";

/// The headers not found, first: what stopped the parses (the errors below
/// follow from them).
void printMissing(raw_ostream &OS, ArrayRef<FileReport> Files) {
  std::vector<MissingHeader> Missing = missingHeaders(Files);
  if (!Missing.empty()) {
    OS << "<h2>Headers not found</h2>\n<table id=\"missing\">\n<tr><th>"
          "Header</th><th class=\"num\">Files stopped</th><th class=\"num\">"
          "Errors that follow</th><th>First included at</th><th>Looked for "
          "in</th></tr>\n";
    for (const MissingHeader &M : Missing) {
      std::string Dirs;
      for (const std::string &D : M.Searched)
        Dirs += (Dirs.empty() ? "" : "<br>") + escape(D);
      OS << fmt::format("<tr><td>{}</td><td class=\"num\">{}{}</td><td "
                        "class=\"num\">{}</td><td>{}:{}</td><td>{}</td></tr>\n",
                        escape(M.Name), M.Files,
                        M.Unincluded ? "<div class=\"tag\">headers no file "
                                       "of the run includes</div>"
                                     : "",
                        M.Errors,
                        escape(M.First->File), M.At->Line, Dirs);
    }
    OS << "</table>\n";
  }
}

/// A file's places of one name (or, without one, one message) that will not
/// compile on the target.
struct TodoRow {
  const Diagnostic *First;
  std::vector<unsigned> Lines;
};
struct TodoFile {
  const FileReport *File;
  std::vector<TodoRow> Rows;
};

/// The places that will not compile on the target (an unsupported API, a
/// call to translate by hand...; the parse's own errors and the headers
/// not found have their tables), in the \p Inactive branches or the others:
/// file by file in path order, a file's rows by line (its first row is the
/// first error its compiler meets), a name repeated in a file one row.
std::vector<TodoFile> todo(ArrayRef<FileReport> Files, bool Inactive) {
  std::vector<TodoFile> Out;
  for (const FileReport &F : Files) {
    TodoFile T{&F, {}};
    std::map<std::pair<Tag, std::string>, size_t> RowOf;
    for (const Diagnostic &D : F.Diagnostics) {
      if (D.Level == Severity::Note || D.Inactive != Inactive ||
          !tagBreaksCompile(D.Tag) ||
          tagIn(D.Tag, Tag::ClangError, Tag::HeaderNotFound))
        continue;
      auto [It, New] = RowOf.try_emplace(
          {D.Tag, D.Name.empty() ? D.Message : D.Name}, T.Rows.size());
      if (New)
        T.Rows.push_back({&D, {}});
      T.Rows[It->second].Lines.push_back(D.Line);
    }
    for (TodoRow &R : T.Rows)
      llvm::sort(R.Lines);
    llvm::sort(T.Rows, [](const TodoRow &A, const TodoRow &B) {
      return A.Lines.front() < B.Lines.front();
    });
    if (!T.Rows.empty())
      Out.push_back(std::move(T));
  }
  llvm::sort(Out, [](const TodoFile &A, const TodoFile &B) {
    return A.File->File < B.File->File;
  });
  return Out;
}

/// One to-do table: a heading row per file, a row per name with its lines.
void printTodoTable(raw_ostream &OS, StringRef Id,
                    ArrayRef<TodoFile> Todo) {
  OS << "<table id=\"" << Id << "\">\n<tr><th class=\"num\">Line</th><th>"
     << "What</th><th>Why, and what to do</th></tr>\n";
  for (const TodoFile &T : Todo) {
    OS << fmt::format("<tr class=\"todo-file\"><th colspan=\"3\">{}</th>"
                      "</tr>\n",
                      escape(T.File->File));
    for (const TodoRow &R : T.Rows) {
      std::string Lines;
      for (unsigned L : R.Lines)
        Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
      const Diagnostic &D = *R.First;
      OS << fmt::format("<tr><td class=\"num\">{}</td><td>{}<span "
                        "class=\"tag\">{}</span></td><td>{}</td></tr>\n",
                        Lines,
                        D.Name.empty() ? ""
                                       : "<code>" + escape(D.Name) + "</code> ",
                        D.Tag == Tag::Manual ? "by hand" : tagName(D.Tag),
                        escape(D.Message));
    }
  }
  OS << "</table>\n";
}

/// What stops a build first: the places that will not compile, in the
/// branches the parse took, then in those it did not.
void printTodo(raw_ostream &OS, ArrayRef<FileReport> Files) {
  auto Count = [](ArrayRef<TodoFile> Todo) {
    size_t N = 0;
    for (const TodoFile &T : Todo)
      for (const TodoRow &R : T.Rows)
        N += R.Lines.size();
    return N;
  };
  std::vector<TodoFile> Active = todo(Files, false),
                        Inactive = todo(Files, true);
  auto FilesText = [](size_t N) {
    return fmt::format("{} file{}", N, N == 1 ? "" : "s");
  };
  size_t Places = Count(Active);
  OS << fmt::format("<h2>To do: {} place{} that will not compile, in {}</h2>"
                    "\n",
                    Places, Places == 1 ? "" : "s", FilesText(Active.size()));
  if (Active.empty())
    OS << "<p>Nothing in the code this run's parse read: each place it "
          "changed compiles for the target versions as far as the tables "
          "know.</p>\n";
  else {
    OS << "<p>File by file, each file's places by line: its first row is "
          "the first error its compiler meets. A name repeated in a file is "
          "one row; <span class=\"tag\">by hand</span>: a call whose "
          "arguments differ in HIP.</p>\n";
    printTodoTable(OS, "todo", Active);
  }
  if (!Inactive.empty()) {
    Places = Count(Inactive);
    OS << fmt::format("<h3>In #if branches the parse did not take ({} "
                      "place{}, in {})</h3>\n<p>Translated by tokens; "
                      "they stop only a build that takes the branch (another "
                      "platform, a macro this run did not define).</p>\n",
                      Places, Places == 1 ? "" : "s",
                      FilesText(Inactive.size()));
    printTodoTable(OS, "todo-inactive", Inactive);
  }
}

/// Each library's references as a bar, then the unsupported APIs with
/// their places.
void printCoverage(raw_ostream &OS, ArrayRef<FileReport> Files) {
  OS << "<h2>Coverage per library</h2>\n<p><span class=\"key rep\"></span>"
        "replaced<span class=\"key uns\"></span>unsupported<span class=\"key "
        "dep\"></span>deprecated or removed</p>\n<table>\n<tr><th>Library</th>"
        "<th></th><th class=\"num\">Replaced</th><th class=\"num\">Unsupported"
        "</th><th class=\"num\">Deprecated</th></tr>\n";
  // Each bar is one library's references: the share that blocks shows at a
  // glance, however small the library.
  for (const auto &[Lib, C] : byLibrary(Files)) {
    unsigned All = std::max(1u, C.Replaced + C.Unsupported + C.Deprecated);
    auto Width = [&](unsigned N) { return 100.0 * N / All; };
    OS << fmt::format(
        "<tr id=\"lib-{0}\"><td>{0}</td><td><div class=\"bar\"><span class="
        "\"rep\" style=\"width:{1:.1f}%\"></span><span class=\"uns\" style="
        "\"width:{2:.1f}%\"></span><span class=\"dep\" style=\"width:{3:.1f}%"
        "\"></span></div></td><td class=\"num\">{4}</td><td class=\"num\">{5}"
        "</td><td class=\"num\">{6}</td></tr>\n",
        escape(Lib), Width(C.Replaced), Width(C.Unsupported),
        Width(C.Deprecated), C.Replaced, C.Unsupported, C.Deprecated);
  }
  OS << "</table>\n";

  std::vector<Blocker> Blockers = blockers(Files);
  OS << fmt::format("<h2>Unsupported APIs by name ({})</h2>\n",
                    Blockers.size());
  if (Blockers.empty())
    OS << "<p>Nothing: every CUDA API the sources use has a HIP "
          "equivalent at the target versions.</p>\n";
  else
    OS << "<table id=\"todo-names\">\n<tr><th>API</th><th class=\"num\">"
          "Places</th><th>What the tables know, and where</th></tr>\n";
  for (const Blocker &B : Blockers) {
    std::set<std::string> Known;
    for (const auto &P : B.Places)
      Known.insert(P.second->Message);
    OS << fmt::format("<tr><td><code>{}</code></td><td class=\"num\">{}</td>"
                      "<td>",
                      escape(B.Name), B.Places.size());
    for (const std::string &K : Known)
      OS << escape(K) << "<br>";
    OS << fmt::format("<details><summary>{} place{}</summary><code>",
                      B.Places.size(), B.Places.size() == 1 ? "" : "s");
    for (const auto &[F, D] : B.Places)
      OS << fmt::format("{}:{}:{}<br>", escape(F->File), D->Line, D->Column);
    OS << "</code></details></td></tr>\n";
  }
  if (!Blockers.empty())
    OS << "</table>\n";
}

/// The files' rows and diffs, as JSON for the page's script, with no '<'.
/// In the order a person looks at them: the sources (translated, failed,
/// unchanged), then the files a tree run copied; by path within each.
std::string filesData(ArrayRef<FileReport> Files) {
  std::vector<const FileReport *> Ordered;
  for (const FileReport &F : Files)
    Ordered.push_back(&F);
  llvm::stable_sort(Ordered, [](const FileReport *A, const FileReport *B) {
    return std::pair(A->Status == FileStatus::Copied, StringRef(A->File)) <
           std::pair(B->Status == FileStatus::Copied, StringRef(B->File));
  });
  json::Array Data;
  for (const FileReport *P : Ordered) {
    const FileReport &F = *P;
    std::set<std::string> Libs;
    for (const auto &[Lib, N] : F.byLibrary())
      if (!Lib.empty())
        Libs.insert(Lib);
    for (const Diagnostic &D : F.Diagnostics)
      if (!D.Library.empty())
        Libs.insert(D.Library.str());
    json::Array Hunks, Diags;
    for (const Hunk &H : F.Hunks)
      Hunks.push_back(json::Array{H.OldLine, H.NewLine, textArray(H.Old),
                                  textArray(H.New)});
    for (const Diagnostic &D : F.Diagnostics)
      if (D.Level != Severity::Note || tagIn(D.Tag, Tag::Guard, Tag::Helper))
        Diags.push_back(json::Array{D.Line, D.Column,
                                    severityName(D.Level).str(),
                                    jsonText(D.Message)});
    for (const Diagnostic &D : F.CompileErrors)
      Diags.push_back(json::Array{D.Line, D.Column, severityName(D.Level).str(),
                                  jsonText(D.Message + " [" + tagName(D.Tag).str() +
                                           "]")});
    if (!F.Problem.empty())
      Diags.push_back(json::Array{0, 0, "error", jsonText(F.Problem)});
    Data.push_back(json::Object{
        {"f", jsonText(F.File)},
        {"d", jsonText(sys::path::parent_path(F.File))},
        {"s", statusName(F.Status).str()},
        {"l", json::Array(Libs)},
        {"r", F.replaced()},
        {"u", F.unsupported()},
        {"w", F.count(Severity::Warning)},
        {"p", F.parseErrors()},
        {"n", F.notParsedLines()},
        {"h", std::move(Hunks)},
        {"g", std::move(Diags)},
        {"c", compileResult(F)}});
  }
  std::string Json;
  raw_string_ostream(Json) << json::Value(json::Object{{"files", std::move(Data)}});
  // No '<' in the element: "</script" would end it early, and "<!--" with
  // "<script" would put the parser in the script's escaped states, where its
  // own end tag no longer ends it. A '<' is only ever inside a JSON string,
  // where \u003c reads back as '<'.
  std::string Safe;
  for (char C : Json) {
    if (C == '<')
      Safe += "\\u003c";
    else
      Safe += C;
  }
  return Safe;
}

} // namespace

void RunReport::printHtml(raw_ostream &OS) const {
  Totals T(Files);
  unsigned Regions = 0;
  for (const FileReport &F : Files)
    Regions += F.TokenOnly.size();

  OS << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width\">"
        "<title>hipify-cxx migration report</title><style>"
     << Style
     << "</style></head><body>\n<h1>CUDA to HIP migration report</h1>\n";
  printMissing(OS, Files);
  if (!Untranslated.empty())
    OS << "<p id=\"untranslated\"><strong>" << escape(untranslatedLine())
       << "</strong></p>\n";
  printTodo(OS, Files);

  OS << "<h2>Summary</h2>\n<table class=\"summary\">\n";
  auto Row = [&](StringRef Id, StringRef Label, const std::string &Value) {
    OS << fmt::format("<tr><td>{}</td><td class=\"num\" id=\"sum-{}\">{}"
                      "</td></tr>\n",
                      Label.str(), Id.str(), escape(Value));
  };
  Row("files", "Files scanned", std::to_string(T.Files));
  Row("translated", "Translated", std::to_string(T.Translated));
  Row("unchanged", "Unchanged", std::to_string(T.Unchanged));
  Row("copied", "Copied (not sources)", std::to_string(T.Copied));
  Row("failed", "Failed", std::to_string(T.Failed));
  Row("skipped", "Skipped", std::to_string(T.Skipped));
  Row("replaced", "API references replaced", std::to_string(T.Replaced));
  Row("kernel_launches", "Kernel launches rewritten",
      std::to_string(T.Launches));
  Row("guards_rewritten", "Guards rewritten", std::to_string(T.Guards));
  Row("unsupported", "Unsupported references", std::to_string(T.Unsupported));
  Row("token_only_regions", "Translated at token level only (regions)",
      std::to_string(Regions));
  Row("parse_errors", "Parse errors", std::to_string(T.Errors));
  Row("header_parse_errors",
      "Parse errors in headers translated with their includers",
      std::to_string(T.HeaderErrors));
  Row("missing_header_errors", "Parse errors after a header not found",
      std::to_string(T.MissingHeaderErrors));
  Row("unincluded_header_errors",
      "Parse errors in headers no file of the run includes",
      std::to_string(T.UnincludedErrors));
  if (T.Verified) {
    Row("compiled", "Compilation units that compile (--verify)",
        fmt::format("{} of {}", T.Compiled, T.Verified));
    Row("expected_errors", "Compile errors at places the report flagged",
        std::to_string(T.ExpectedErrors));
    Row("unexpected_errors", "Compile errors in translated code",
        std::to_string(T.UnexpectedErrors));
    Row("untranslated_errors",
        "Compile errors from project headers not translated",
        std::to_string(T.UntranslatedErrors));
  }
  Row("cuda", "Source CUDA version", CudaVersion);
  Row("hip", "Target HIP version", HipVersion);
  OS << "</table>\n";

  printCoverage(OS, Files);

  OS << "<h2>Files</h2>\n<noscript><p>The file list, its filters and the "
        "diffs need JavaScript; the summary and the to-do list above do "
        "not.</p></noscript>\n<div class=\"filters\"><input id=\"q\" "
        "type=\"search\" placeholder=\"Search file names\"><select id=\"dir\">"
        "<option value=\"\">All directories</option></select><select "
        "id=\"status\"><option value=\"\">Any status</option>";
  for (StringRef S : {"translated", "unchanged", "copied", "failed", "skipped"})
    OS << fmt::format("<option>{}</option>", S.str());
  OS << "</select><select id=\"lib\"><option value=\"\">Any library</option>"
        "</select><select id=\"compile\"><option value=\"\">Any compile "
        "result</option>";
  for (StringRef S :
       {"compiles", "fails", "expected", "untranslated", "unexpected"})
    OS << fmt::format("<option>{}</option>", S.str());
  OS << "</select><span><span id=\"shown-count\">0</span> shown of <span "
        "id=\"match-count\">0</span> matching</span></div>\n<table><thead><tr>"
        "<th>File</th><th>Status</th><th>Libraries</th><th class=\"num\">"
        "Replaced</th><th class=\"num\">Unsupported</th><th class=\"num\">"
        "Warnings</th><th title=\"--verify: compiles; fails (errors in other "
        "files); expected (errors only where the report flagged); untranslated "
        "(errors from project headers not translated); unexpected (errors in "
        "translated code)\">Compile</th><th class=\"num\" title=\"The "
        "file's own parse errors (-v prints each), and what they cost: the "
        "lines the parse could not read, translated by tokens alone (none: "
        "the translation did not depend on them)\">Parse errors</th></tr>"
        "</thead><tbody "
        "id=\"rows\"></tbody></table>\n"
        "<button id=\"more\" hidden>Show more</button>\n";

  OS << "<script type=\"application/json\" id=\"data\">" << filesData(Files)
     << "</script>\n<script>" << Script << "</script>\n</body></html>\n";
}

} // namespace hipify::report
