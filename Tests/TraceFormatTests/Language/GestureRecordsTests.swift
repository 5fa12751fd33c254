import InteractionEngine
import Testing
@testable import TraceFormat

/// What a recognizer's records can say comes from its type's declaration.
@Suite("Gesture records")
struct GestureRecordsTests {
    @Test("discrete and continuous types record their states; pinch and rotation name their measures")
    func fromTypes() {
        #expect(GestureRecords(TapGesture.self) == GestureRecords(events: ["recognized", "failed"]))
        #expect(GestureRecords(PanGesture.self) == GestureRecords(events: ["began", "changed", "ended", "cancelled", "failed"]))
        #expect(GestureRecords(PinchGesture.self).measure == "scale")
        #expect(GestureRecords(RotationGesture.self).measure == "rotation")
        #expect(GestureRecords(WebTouchEventsGesture.self).events == ["failed"])
        #expect(GestureRecords.allMeasures == ["scale", "rotation"])
    }

    @Test("built-in recognizers: a platform view's forwarding one only fails, a scroll view's delay records nothing")
    func builtIns() throws {
        let forwarding = try #require(PlatformView.Part.forwarding.gestureType)
        let delaying = try #require(PlatformView.Part.delaying.gestureType)
        #expect(GestureRecords(forwarding).events == ["failed"])
        #expect(GestureRecords(delaying).events == ["recognized", "failed"])
        #expect(GestureRecords(ScrollView.delayType).events.isEmpty)
        #expect(PlatformView.Part.clip.gestureType == nil)
    }
}
