import Foundation
import Testing
@testable import InteractionEngine

/// A discrete "press": recognizes when its touch lifts within 10 pt of where it went down, fails
/// otherwise; counts its resets.
final class PressRecognizer: CustomRecognizer {
    nonisolated(unsafe) static var resets = 0
    private var start: CGPoint?

    func touchesBegan(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) { start = touches[0].location(in: nil) }

    func touchesEnded(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {
        guard let start else { return }
        let end = touches[0].location(in: nil)
        recognizer.state = hypot(end.x - start.x, end.y - start.y) <= 10 ? .recognized : .failed
    }

    func reset() {
        start = nil
        Self.resets += 1
    }
}

/// A continuous "slide": begins on the first move, changes on each, ends on the lift.
final class SlideRecognizer: CustomRecognizer {
    func touchesMoved(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {
        recognizer.state = recognizer.state == .possible ? .began : .changed
    }

    func touchesEnded(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {
        if recognizer.numberOfTouches - touches.count == 0 { recognizer.state = .ended }
    }
}

@Suite("Hooks: custom recognizers", .serialized)
struct CustomRecognizerTests {
    private static var hooks: Hooks {
        var hooks = Hooks.builtIn
        hooks.register(recognizer: "Press", RecognizerHook(summary: "a press", isContinuous: false) { PressRecognizer() })
        hooks.register(recognizer: "Slide", RecognizerHook(summary: "a slide", isContinuous: true,
                                                            options: GestureOptions(cancelsTouchesInView: false)) { SlideRecognizer() })
        return hooks
    }

    private static func recognizer(_ id: String, _ name: String, action: String, in world: World) -> GestureRecognizer {
        var type = CustomGesture()
        type.registeredClass = name
        type.hook = world.hooks.recognizers[name]
        return GestureRecognizer(id: id, type: type, action: action)
    }

    @Test("its state changes are arbitrated like a built-in's: it recognizes, the page's tap fails; a long move fails it and the tap wins")
    func discrete() {
        let f = Fixture(hooks: Self.hooks)
        let page = f.add("page", Rect(0, 0, 375, 812))
        page.addGestureRecognizer(GestureRecognizer(id: "page.tap", type: TapGesture(), action: "page"))
        let card = f.add("card", Rect(0, 0, 200, 200), to: page)
        card.addGestureRecognizer(Self.recognizer("card.press", "Press", action: "press", in: f.world))
        f.start()
        PressRecognizer.resets = 0
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture card.press recognized", "gesture page.tap failed", "action press"])
        #expect(PressRecognizer.resets == 1)
        let before = f.world.recorder.entries.count
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchUp(finger: 1, at: Point(54, 54))  // within the tap's slop, beyond nothing
        #expect(f.log(from: before).filter { $0.hasPrefix("gesture") || $0.hasPrefix("action") }
            == ["gesture card.press recognized", "gesture page.tap failed", "action press"])
    }

    @Test("a continuous one records began, changed and ended, with its action's phases")
    func continuous() {
        let f = Fixture(hooks: Self.hooks)
        let card = f.add("card", Rect(0, 0, 200, 200))
        let slide = Self.recognizer("card.slide", "Slide", action: "slide", in: f.world)
        card.addGestureRecognizer(slide)
        f.start()
        #expect(slide.isContinuous)
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchMove(finger: 1, to: Point(60, 50))
        f.world.touches.touchMove(finger: 1, to: Point(70, 50))
        f.world.touches.touchUp(finger: 1, at: Point(70, 50))
        #expect(f.log([.gesture, .changed, .action]) == [
            "gesture card.slide began", "action slide began", "gesture card.slide changed", "action slide changed",
            "gesture card.slide ended", "action slide ended",
        ])
    }

    @Test("a system cancel fails a possible one and cancels an active one (the default touchesCancelled)")
    func cancelled() {
        let f = Fixture(hooks: Self.hooks)
        let card = f.add("card", Rect(0, 0, 200, 200))
        card.addGestureRecognizer(Self.recognizer("card.slide", "Slide", action: "slide", in: f.world))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchCancel(finger: 1)
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchMove(finger: 1, to: Point(60, 50))
        f.world.touches.touchCancel(finger: 1)
        #expect(f.log([.gesture]) == ["gesture card.slide failed", "gesture card.slide began", "gesture card.slide cancelled"])
    }
}
