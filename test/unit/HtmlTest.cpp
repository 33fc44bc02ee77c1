//===- HtmlTest.cpp - the HTML report: one page, escaped, its data --------===//
#include "hipify/Report/Report.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::report;
using namespace llvm;

namespace {

constexpr StringLiteral DataOpen =
    "<script type=\"application/json\" id=\"data\">";

/// A translated file (one rename, one unsupported name, said with
/// \p Message) named \p Name, and a file that failed.
RunReport sample(StringRef Name, StringRef Message) {
  RunReport Run;
  Run.CudaVersion = "12.6";
  Run.HipVersion = "5.2";
  std::string Buffer = "cudaMalloc(&p, n);\ncudaArrayGetPlane(&q, a, 0);\n";
  FileReport &T = Run.Files.emplace_back();
  T.File = Name.str();
  T.Status = FileStatus::Translated;
  rewrite::Edit E;
  E.Offset = 0;
  E.Length = 10;
  E.Text = "hipMalloc";
  E.From = {rewrite::Producer::ApiRename, "cudaMalloc", rewrite::Tier::Ast,
            "memory", "runtime"};
  T.Applied = {E};
  Diagnostic D;
  D.Offset = Buffer.find("cudaArrayGetPlane");
  D.Message = Message.str();
  D.Tag = Tag::Unsupported;
  D.Name = "cudaArrayGetPlane";
  D.Kind = "function";
  D.Library = "runtime";
  T.Diagnostics = {D};
  T.finish(Buffer);
  FileReport &F = Run.Files.emplace_back();
  F.File = "dir/b.cu";
  F.Status = FileStatus::Failed;
  F.Problem = "cannot parse 'dir/b.cu'";
  return Run;
}

std::string page(const RunReport &Run) {
  std::string Out;
  raw_string_ostream OS(Out);
  Run.printHtml(OS);
  return Out;
}

/// The text of the data script element, as an HTML parser ends it: at the
/// first "</script" after its start tag.
StringRef dataText(StringRef Page) {
  size_t Begin = Page.find(DataOpen);
  EXPECT_NE(Begin, StringRef::npos);
  if (Begin == StringRef::npos)
    return "";
  StringRef Rest = Page.substr(Begin + DataOpen.size());
  return Rest.take_front(Rest.find_insensitive("</script"));
}

const std::string Unsupported =
    "'cudaArrayGetPlane' has no HIP equivalent; left unchanged";

TEST(Html, PrintsOneSelfContainedPage) {
  std::string P = page(sample("a.cu", Unsupported));
  EXPECT_TRUE(StringRef(P).starts_with("<!DOCTYPE html>\n"));
  EXPECT_TRUE(StringRef(P).ends_with("</body></html>\n"));
  EXPECT_EQ(StringRef(P).count("<html"), 1u);
  // Nothing refers out: no script, style, font or image from elsewhere.
  for (StringRef Out :
       {"src=", "href=", "http://", "https://", "<link", "@import", "url("})
    EXPECT_EQ(StringRef(P).find_insensitive(Out), StringRef::npos) << Out.str();
  EXPECT_NE(P.find("<td class=\"num\" id=\"sum-files\">2</td>"),
            std::string::npos);
  EXPECT_NE(P.find("<td class=\"num\" id=\"sum-failed\">1</td>"),
            std::string::npos);
  EXPECT_NE(P.find("<td class=\"num\" id=\"sum-unsupported\">1</td>"),
            std::string::npos);
  EXPECT_NE(P.find("<h2>To do: 1 place that will not compile, in 1 file</h2>"),
            std::string::npos);
  EXPECT_NE(P.find("<h2>Unsupported APIs by name (1)</h2>"),
            std::string::npos);
  EXPECT_NE(P.find("<code>cudaArrayGetPlane</code>"), std::string::npos);
}

TEST(Html, EscapesFileNames) {
  std::string P = page(sample("a<b>.cu", Unsupported));
  // The to-do list's place of the unsupported name.
  EXPECT_NE(P.find("a&lt;b&gt;.cu:2:1<br>"), std::string::npos) << P;
  EXPECT_EQ(P.find("a<b>"), std::string::npos);
}

TEST(Html, EmbedsTheDataOfEveryFile) {
  std::string P = page(sample("src/a<b>.cu", Unsupported));
  Expected<json::Value> V = json::parse(dataText(P));
  ASSERT_TRUE(bool(V)) << toString(V.takeError()) << "\n" << dataText(P).str();
  const json::Object *Root = V->getAsObject();
  ASSERT_NE(Root, nullptr);
  const json::Array *Files = Root->getArray("files");
  ASSERT_TRUE(Files && Files->size() == 2u);

  // By path: dir/b.cu, then src/a<b>.cu.
  const json::Object *A = (*Files)[1].getAsObject();
  ASSERT_NE(A, nullptr);
  EXPECT_EQ(A->getString("f"), "src/a<b>.cu");
  EXPECT_EQ(A->getString("d"), "src");
  EXPECT_EQ(A->getString("s"), "translated");
  EXPECT_EQ(A->getInteger("r"), 1);
  EXPECT_EQ(A->getInteger("u"), 1);
  EXPECT_EQ(*A->get("l"), json::Value(json::Array{"runtime"}));
  EXPECT_EQ(*A->get("g"), json::Value(json::Array{
                              json::Array{2, 1, "warning", Unsupported}}));
  const json::Array *Hunks = A->getArray("h");
  ASSERT_TRUE(Hunks && Hunks->size() == 1u);

  const json::Object *B = (*Files)[0].getAsObject();
  ASSERT_NE(B, nullptr);
  EXPECT_EQ(B->getString("f"), "dir/b.cu");
  EXPECT_EQ(B->getString("s"), "failed");
  EXPECT_EQ(*B->get("g"), json::Value(json::Array{json::Array{
                              0, 0, "error", "cannot parse 'dir/b.cu'"}}));
}

TEST(Html, ListsTheSourcesBeforeTheCopiedFiles) {
  RunReport Run = sample("z.cu", Unsupported);
  for (StringRef Copied : {"a/.vscode/launch.json", "README.md"}) {
    FileReport &C = Run.Files.emplace_back();
    C.File = Copied.str();
    C.Status = FileStatus::Copied;
  }
  Expected<json::Value> V = json::parse(dataText(page(Run)));
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  std::vector<std::string> Order;
  for (const json::Value &F : *V->getAsObject()->getArray("files"))
    Order.push_back(F.getAsObject()->getString("f")->str());
  EXPECT_EQ(Order, (std::vector<std::string>{"dir/b.cu", "z.cu", "README.md",
                                             "a/.vscode/launch.json"}));
}

TEST(Html, KeepsAMessageFromEndingTheDataEarly) {
  // "</script>" would end the element; "<!--" and "<script" would put the
  // parser in the script's escaped states, where the element's own end tag
  // no longer ends it.
  std::string Message = "'x' </script><script>alert(1)</script> <!--<script>";
  std::string P = page(sample("a.cu", Message));
  StringRef Data = dataText(P);
  EXPECT_EQ(Data.find("</"), StringRef::npos);
  EXPECT_EQ(Data.find("<!--"), StringRef::npos);
  EXPECT_EQ(Data.find_insensitive("<script"), StringRef::npos);
  Expected<json::Value> V = json::parse(Data);
  ASSERT_TRUE(bool(V)) << toString(V.takeError()) << "\n" << Data.str();
  const json::Array *Files = V->getAsObject()->getArray("files");
  ASSERT_TRUE(Files && Files->size() == 2u);
  EXPECT_EQ(*(*Files)[0].getAsObject()->get("g"),
            json::Value(json::Array{json::Array{2, 1, "warning", Message}}));
  // The to-do list says it as text.
  EXPECT_NE(P.find("'x' &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "
                   "&lt;!--&lt;script&gt;<br>"),
            std::string::npos);
  // The page's own scripts: the data and the code, each ended once.
  EXPECT_EQ(StringRef(P).count("<script"), 2u);
  EXPECT_EQ(StringRef(P).count("</script>"), 2u);
}

} // namespace
