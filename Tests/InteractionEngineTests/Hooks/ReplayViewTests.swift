import Foundation
import Testing
@testable import InteractionEngine

@Suite("Hooks: the view handle")
struct ReplayViewTests {
    @Test("convert(_:to:) and convert(_:from:) go through every ancestor's frame and bounds origin; nil is the window")
    func conversions() {
        let f = Fixture()
        let card = f.add("card", Rect(10, 100, 300, 300))
        card.boundsOrigin = Point(0, 50)
        let label = f.add("label", Rect(20, 80, 100, 20), to: card)
        f.start()
        let handle = ReplayView(label)
        #expect(handle.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 132))
        #expect(handle.convert(CGPoint(x: 1, y: 2), to: ReplayView(card)) == CGPoint(x: 21, y: 82))
        #expect(handle.convert(CGPoint(x: 31, y: 132), from: nil) == CGPoint(x: 1, y: 2))
        #expect(handle.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: ReplayView(f.root)) == CGRect(x: 30, y: 130, width: 5, height: 5))
    }

    @Test("class names are UIKit's and the embedding's; handles are equal when their views are")
    func classesAndIdentity() {
        let f = Fixture()
        let button = Control(id: "buy", frame: Rect(0, 0, 10, 10))
        f.root.addSubview(button)
        f.start()
        #expect(ReplayView(button).className == "UIButton")
        #expect(ReplayView(f.main).className == "UIWindow")
        #expect(ReplayView(f.root).className == "UIView")
        #expect(ReplayView(button).superview == ReplayView(f.root))
        #expect(ReplayView(button) != ReplayView(f.root))
        #expect(FlutterEmbedding.makeOverlay("x.overlay").className == "FlutterOverlayView")
    }

    @Test("setting isHidden, alpha, interaction and a control's isEnabled changes the view")
    func setters() {
        let f = Fixture()
        let button = Control(id: "buy", frame: Rect(0, 0, 10, 10))
        f.root.addSubview(button)
        let handle = ReplayView(button)
        handle.isEnabled = false
        handle.alpha = 0.5
        handle.isHidden = true
        #expect(!button.isEnabled && button.alpha == 0.5 && button.isHidden)
        ReplayView(f.root).isEnabled = false  // not a control: nothing to change
        #expect(ReplayView(f.root).isEnabled)
    }
}
