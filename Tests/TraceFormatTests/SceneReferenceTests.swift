import Testing
import TraceFormat

@Suite("Scene references")
struct SceneReferenceTests {
    static func found(_ text: String, trace: String = "traces/shop/a.yaml") -> SceneReference.Found {
        SceneReference.find(in: Array(text.utf8), trace: trace)
    }

    @Test("a scene file is resolved against the trace's folder, as the decoder reads it")
    func file() {
        #expect(Self.found("name: a\nscene: shared.scene.yaml\nevents: []\n") == .file("traces/shop/shared.scene.yaml"))
        #expect(Self.found("name: a\nscene: '../../scenes/x.scene.yaml'\nevents: []\n") == .file("scenes/x.scene.yaml"))
        #expect(Self.found("scene: /abs/x.scene.yaml\n") == .file("/abs/x.scene.yaml"))
    }

    @Test("a scene written in the trace, a path that is no scene file, or no scene at all: no scene file")
    func inline() {
        #expect(Self.found("name: a\nscene: {windows: []}\nevents: [{t: 1s, tap: [1, 2]}]\n") == .inline)
        #expect(Self.found("name: a\nscene: other.yaml\n") == .inline)
        #expect(Self.found("name: a\n") == .inline)
        #expect(Self.found("") == .inline)
    }

    @Test("a trace that is not YAML names nothing known")
    func unknown() {
        #expect(Self.found("name: a\nscene: x.scene.yaml\n events: []\n") == .unknown)
        #expect(SceneReference.read(trace: "/nonexistent/trace.yaml") == .unknown)
    }
}
