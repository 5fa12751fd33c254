import Testing
@testable import InteractionEngine

@Suite("Hooks: the registry")
struct HooksTests {
    final class Plain: CustomRecognizer {}
    final class Delegate: GestureDelegateHook {}

    @Test("names list every kind; merging keeps both sets and the other's wins on a shared name")
    func namesAndMerging() {
        var a = Hooks.builtIn
        a.register(pointInside: "wide", PointInsideHook(summary: "a") { _ in true })
        var b = Hooks()
        b.register(pointInside: "wide", PointInsideHook(summary: "b") { _ in false })
        b.register(recognizer: "Plain", RecognizerHook(summary: "p", isContinuous: false) { Plain() })
        b.register(delegate: "D") { Delegate() }
        b.register(touches: "t", TouchesHook(summary: "t"))
        b.register(controlEvents: "c", ControlEventHook(summary: "c") { _ in })
        b.register(exposureRule: "r", ExposureRule(summary: "r") { _ in true })
        let merged = a.merging(b)
        #expect(merged.names == HookNames(hitTests: ["penetrationGuard", "passThrough"], pointInside: ["wide"], touches: ["t"],
                                          delegates: ["D"], recognizers: ["Plain"], controlEvents: ["c"], exposureRules: ["r"]))
        #expect(merged.pointInside["wide"]?.summary == "b")
        #expect(HookNames.Kind.allCases.map { merged.names.names($0).count } == [2, 1, 1, 1, 1, 1, 1])
    }
}
