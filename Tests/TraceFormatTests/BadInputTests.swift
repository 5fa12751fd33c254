import Testing
import TraceFormat

/// One malformed trace and the exact errors it must produce, as `line:column: message`.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var bytes: [UInt8]
    var errors: [String]

    init(_ name: String, _ text: String, _ errors: [String]) {
        self.init(name, bytes: Array(text.utf8), errors)
        self.text = text
    }

    init(_ name: String, bytes: [UInt8], _ errors: [String]) {
        self.name = name
        self.text = ""
        self.bytes = bytes
        self.errors = errors
    }

    var testDescription: String { name }
}

/// Decodes `input` as the file `t.yaml` and returns its errors without the file name.
func diagnose(_ input: BadInput) -> [String] {
    switch TraceLoader().decode(file: "t.yaml", bytes: input.bytes) {
    case .success: return []
    case .failure(let error):
        return error.diagnostics.map { diagnostic in
            let location = diagnostic.location
            let file = location.file == "t.yaml" ? "" : "\(location.file):"
            return "\(file)\(location.mark.line):\(location.mark.column): \(diagnostic.message)"
        }
    }
}

@Suite("Bad input")
struct BadInputTests {
    @Test("each malformed trace gets its exact errors, without crashing, within a second", arguments: BadInputCorpus.cases)
    func corpus(_ input: BadInput) {
        let start = ContinuousClock.now
        let errors = diagnose(input)
        let elapsed = ContinuousClock.now - start
        #expect(errors == input.errors)
        #expect(elapsed < .seconds(1), "\(input.name) took \(elapsed)")
    }

    @Test("the corpus covers at least 25 kinds of bad input")
    func size() {
        #expect(BadInputCorpus.cases.count >= 25)
    }
}
