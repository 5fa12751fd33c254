@testable import TraceFormat

/// Reaches the id table's static helpers from tests.
enum IDTableProbe {
    static func templateID(_ word: String) -> String { IDTable.templateID(word) }
    static func cycle(from start: String, edges: [String: [String]]) -> [String]? { IDTable.cycle(from: start, edges: edges) }
}
