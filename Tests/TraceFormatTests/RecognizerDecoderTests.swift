import InteractionEngine
import Testing
@testable import TraceFormat

/// Recognizers decode their type through its declared parameters, then the options every type takes.
@Suite("Recognizer decoder")
struct RecognizerDecoderTests {
    func recognizer(_ entry: String) -> RecognizerSpec? {
        rootView(traceWithRoot("{id: v, recognizers: [\(entry)]}"))?.recognizers.first
    }

    @Test("every registered type decodes with its defaults")
    func defaults() throws {
        let tap = try #require(recognizer("{id: r, type: tap}")?.type as? TapGesture)
        #expect(tap.taps == 1 && tap.fingers == 1)
        let press = try #require(recognizer("{id: r, type: longPress}")?.type as? LongPressGesture)
        #expect(press.minimumPressDuration == .ms(500) && press.allowableMovement == 10)
        let swipe = try #require(recognizer("{id: r, type: swipe}")?.type as? SwipeGesture)
        #expect(swipe.direction == .right)
        #expect(recognizer("{id: r, type: pinch}")?.type is PinchGesture)
        #expect(recognizer("{id: r, type: rotation}")?.type is RotationGesture)
    }

    @Test("a type's parameters are read into it")
    func parameters() throws {
        let tap = try #require(recognizer("{id: r, type: tap, taps: 2, fingers: 3}")?.type as? TapGesture)
        #expect(tap.taps == 2 && tap.fingers == 3)
        let pan = try #require(recognizer("{id: r, type: pan, direction: left}")?.type as? PanGesture)
        #expect(pan.direction == .left)
        let edge = try #require(recognizer("{id: r, type: edgePan, edges: [left, bottom]}")?.type as? EdgePanGesture)
        #expect(edge.edges == [.left, .bottom])
        let press = try #require(recognizer("{id: r, type: longPress, minimumPressDuration: 1.5s}")?.type as? LongPressGesture)
        #expect(press.minimumPressDuration == .ms(1500))
    }

    @Test("a parameter another type takes is an error naming the types that take it")
    func foreignParameter() {
        #expect(errors(traceWithRoot("{id: v, recognizers: [{id: r, type: pan, taps: 2}]}"))
            == ["6:54: 'taps' applies to tap recognizers, not pan"])
        #expect(errors(traceWithRoot("{id: v, recognizers: [{id: r, type: pinch, fingers: 2}]}"))
            == ["6:56: 'fingers' applies to tap and pan and longPress and swipe recognizers, not pinch"])
    }

    @Test("the delivery options start from the type's defaults")
    func options() {
        let proxy = rootView(traceWithRoot("{id: v, kind: flutter, widgets: [], recognizers: [{id: p, type: flutterProxy}]}"))?.recognizers.first
        #expect(proxy?.options.cancelsTouchesInView == false && proxy?.options.delaysTouchesEnded == false)
        let tap = recognizer("{id: r, type: tap, delaysTouchesBegan: true, enabled: false}")
        #expect(tap?.options.cancelsTouchesInView == true && tap?.options.delaysTouchesBegan == true && tap?.enabled == false)
    }

    @Test("the delegate is data: regions, simultaneity and failure requirements with exceptions")
    func delegate() throws {
        let spec = try #require(recognizer("""
            {id: r, type: pan, delegate: {shouldBegin: {startedIn: [0, 0, 30, 812]}, simultaneousWith: [s], \
            requireFailureOf: [s, {id: t, unlessStartedIn: [0, 0, 10, 10]}]}}, {id: s, type: tap}, {id: t, type: tap}
            """))
        #expect(spec.delegate.shouldBegin == TouchRegion(rect: Rect(0, 0, 30, 812), inside: true))
        #expect(spec.delegate.simultaneousWith == ["s"])
        #expect(spec.delegate.requireFailureOf == [FailureRequirement(id: "s"), FailureRequirement(id: "t", unlessStartedIn: Rect(0, 0, 10, 10))])
    }

    @Test("a list parameter must name at least one value")
    func emptyEdges() {
        #expect(errors(traceWithRoot("{id: v, recognizers: [{id: r, type: edgePan, edges: []}]}")) == ["6:65: edges must name at least one"])
    }
}
