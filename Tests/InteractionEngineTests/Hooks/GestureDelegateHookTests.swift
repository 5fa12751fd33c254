import Foundation
import Testing
@testable import InteractionEngine

/// A delegate whose answers are set per test, keeping what it was asked.
final class ScriptedDelegate: GestureDelegateHook {
    var begins = true
    var receives = true
    var simultaneous = false
    var requiresFailureOf: String?
    var requiredToFailBy: String?
    var startX: CGFloat?

    func gestureRecognizerShouldBegin(_ recognizer: ReplayRecognizer) -> Bool { begins }

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldReceive touch: ReplayTouch) -> Bool {
        startX = touch.location(in: nil).x
        return receives
    }

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRecognizeSimultaneouslyWith other: ReplayRecognizer) -> Bool { simultaneous }

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRequireFailureOf other: ReplayRecognizer) -> Bool {
        other.id == requiresFailureOf
    }

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldBeRequiredToFailBy other: ReplayRecognizer) -> Bool {
        other.id == requiredToFailBy
    }
}

@Suite("Hooks: recognizer delegates")
struct GestureDelegateHookTests {
    /// A card with a tap, inside a page with a tap; the card's tap has the scripted delegate.
    private static func scene(_ configure: (ScriptedDelegate) -> Void) -> (Fixture, ScriptedDelegate) {
        let f = Fixture()
        let delegate = ScriptedDelegate()
        configure(delegate)
        let page = f.add("page", Rect(0, 0, 375, 812))
        page.addGestureRecognizer(GestureRecognizer(id: "page.tap", type: TapGesture(), action: "page"))
        let card = f.add("card", Rect(0, 0, 200, 200), to: page)
        let tap = GestureRecognizer(id: "card.tap", type: TapGesture(), action: "card")
        tap.delegateHook = delegate
        card.addGestureRecognizer(tap)
        f.start()
        return (f, delegate)
    }

    @Test("gestureRecognizerShouldBegin false fails it, and the other tap wins")
    func shouldBegin() {
        let (f, _) = Self.scene { $0.begins = false }
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture card.tap failed", "gesture page.tap recognized", "action page"])
    }

    @Test("shouldReceive false keeps the touch from it: it makes no record at all; it saw where the touch went down")
    func shouldReceive() {
        let (f, delegate) = Self.scene { $0.receives = false }
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture page.tap recognized", "action page"])
        #expect(delegate.startX == 50)
    }

    @Test("shouldRecognizeSimultaneouslyWith true lets both recognize")
    func simultaneous() {
        let (f, _) = Self.scene { $0.simultaneous = true }
        f.tap(Point(50, 50))
        #expect(f.log([.action]) == ["action card", "action page"])
    }

    @Test("shouldRequireFailureOf makes it wait for the other, which then wins")
    func requireFailure() {
        let (f, _) = Self.scene { $0.requiresFailureOf = "page.tap" }
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture page.tap recognized", "gesture card.tap failed", "action page"])
    }

    @Test("shouldBeRequiredToFailBy makes the other wait for it, as without the delegate the deeper tap wins")
    func requiredToFail() {
        let (f, _) = Self.scene { $0.requiredToFailBy = "page.tap" }
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture card.tap recognized", "gesture page.tap failed", "action card"])
    }
}
