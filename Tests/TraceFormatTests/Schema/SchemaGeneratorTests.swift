import Foundation
import TestSupport
import Testing
import TraceYAML
@testable import TraceFormat

/// The generated schemas describe the language: every trace and scene file in the repository
/// validates against the committed schema, and what the decoder rejects for its keys, the schema
/// rejects too.
@Suite("Schema generator")
struct SchemaGeneratorTests {
    static let root = GeneratedFilesTests.root

    static func files(ending suffix: String) -> [String] {
        let traces = root.appendingPathComponent("traces").path
        let found = FileManager.default.enumerator(atPath: traces)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(suffix) }.sorted().map { traces + "/" + $0 }
    }

    static func schema(_ path: String) throws -> SchemaValidator {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return try SchemaValidator(schema: JSONValue.parse(text))
    }

    static func json(_ yaml: String) throws -> JSONValue {
        try #require(try YAMLParser.parse(Array(yaml.utf8))).jsonValue
    }

    @Test("every trace in the repository validates against schema/trace.schema.json")
    func tracesValidate() throws {
        let validator = try Self.schema(GeneratedFiles.traceSchema)
        let traces = Self.files(ending: ".yaml").filter { !$0.hasSuffix(".scene.yaml") }
        #expect(traces.count >= 100)
        for path in TestDepth.sample(traces, every: 3) {
            let instance = try Self.json(String(contentsOfFile: path, encoding: .utf8))
            let violations = validator.validate(instance)
            #expect(violations.isEmpty, "\(path): \(violations.prefix(3).map { "\($0.path): \($0.message)" })")
        }
    }

    @Test("every scene file validates against schema/scene.schema.json")
    func scenesValidate() throws {
        let validator = try Self.schema(GeneratedFiles.sceneSchema)
        let scenes = Self.files(ending: ".scene.yaml")
        #expect(scenes.count >= 5)
        for path in scenes {
            let violations = validator.validate(try Self.json(String(contentsOfFile: path, encoding: .utf8)))
            #expect(violations.isEmpty, "\(path): \(violations.prefix(3).map { "\($0.path): \($0.message)" })")
        }
    }

    @Test("mistakes the decoder rejects by their keys are schema violations too", arguments: [
        "name: t\nscene: {windows: []}\nevents: []\nevnets: []\n",
        "name: t\nscene: {windows: [{id: main, root: {id: v, contentSize: [1, 1]}}]}\nevents: []\n",
        "name: t\nscene: {windows: [{id: main, root: {id: v, recognizers: [{id: r, type: pan, taps: 2}]}}]}\nevents: []\n",
        "name: t\nscene: {windows: [{id: main, root: {id: v, recognizers: [{id: r, type: wobble}]}}]}\nevents: []\n",
        "name: t\nscene: {windows: []}\nevents: [{t: 1s, tap: [1, 2], show: main}]\n",
        "name: t\nscene: {windows: []}\nevents: [{t: 250, tap: [1, 2]}]\n",
        "name: t\nscene: {windows: []}\nevents: [{t: 1s, pinch: {center: [0, 0], from: 1, to: 2}}]\n",
        "name: t\nscene: {windows: []}\nevents: []\nexpect: [{never: action a, once: action b}]\n",
        "name: t\nscene: {windows: []}\nsettings: {uikit: {tapSlope: 3}}\nevents: []\n",
    ])
    func rejectedByBoth(_ yaml: String) throws {
        #expect(!errors(yaml).isEmpty, "the decoder accepts it")
        #expect(!(try Self.schema(GeneratedFiles.traceSchema).validate(Self.json(yaml))).isEmpty, "the schema accepts it")
    }

    @Test("a kind's required keys are required when that kind is chosen")
    func variantRequiredKeys() throws {
        let yaml = "name: t\nscene: {windows: [{id: main, root: {id: v, kind: flutter}}]}\nevents: []\n"
        let violations = try Self.schema(GeneratedFiles.traceSchema).validate(Self.json(yaml))
        #expect(!violations.isEmpty)
    }
}
