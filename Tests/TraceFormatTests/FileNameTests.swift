import Testing
import TraceYAML
@testable import TraceFormat

@Suite("File names")
struct FileNameTests {
    @Test("the same name is the same value; locations compare and print by name")
    func interning() {
        let path = "traces/some/long/folder/name/that/is/not/a/small/string.yaml"
        #expect(FileName(path) == FileName(String(path)))
        #expect(FileName(path) != FileName(path + "x"))
        #expect(FileName(path).name == path)
        let a = SourceLocation(file: path, mark: Mark(line: 3, column: 4))
        var b = SourceLocation(file: FileName(path), mark: Mark(line: 3, column: 4))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.description == "\(path):3:4")
        b.file = "a.yaml"
        #expect(b.file == "a.yaml" && b < a, "another file sorts by its name")
        #expect(SourceLocation(file: path, mark: Mark(line: 2, column: 9)) < a)
    }
}
