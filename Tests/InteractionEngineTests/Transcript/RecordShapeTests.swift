import Testing
@testable import InteractionEngine

/// Record shapes are declared as templates; every placeholder in them must name a slot kind or a
/// namespace, or the pattern check would accept any word there.
@Suite("Record shapes")
struct RecordShapeTests {
    static let plainSlots: Set<String> = ["number", "finger", "pointer", "index", "measure", "point", "rect", "text", "rest", "windows"]

    @Test("every placeholder of every declared shape is a known slot or namespace")
    func placeholdersAreKnown() {
        for shape in RecordShape.all {
            for token in shape.template.split(separator: " ") {
                let value = token.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
                guard let first = value.split(separator: "|").first, first.hasPrefix("<") else { continue }
                let name = String(first.dropFirst().dropLast())
                #expect(Self.plainSlots.contains(name) || RecordShape.Namespace(rawValue: name) != nil, "\(shape.template): <\(name)>")
            }
        }
    }

    @Test("an unknown placeholder reads as any word instead of stopping the program")
    func unknownPlaceholder() {
        #expect(RecordShape(.note, "note <nothingLikeThis>").slots == [.word("note"), .text])
    }

    @Test("a shape renders its words and fills its slots in order")
    func render() {
        #expect(RecordShape.hit.render(["1", "buy", "main"]) == "hit 1 buy window=main")
        #expect(RecordShape.navBack.render(["nav", "began", "detail#2"]) == "nav nav back began detail#2")
    }
}
