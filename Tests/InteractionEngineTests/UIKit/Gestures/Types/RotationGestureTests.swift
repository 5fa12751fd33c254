import Foundation
import Testing
@testable import InteractionEngine

/// UIRotationGestureRecognizer as docs/semantics.md S5.12 states it.
@Suite("Rotation recognizer")
struct RotationGestureTests {
    static let center = Point(150, 150), radius = 50.0

    /// Where the two fingers are when the line through them has turned `degrees` clockwise.
    static func fingers(at degrees: Double) -> [(finger: Int, to: Point)] {
        let a = degrees * Double.pi / 180
        let d = Point(cos(a) * radius, sin(a) * radius)
        return [(1, Point(center.x + d.x, center.y + d.y)), (2, Point(center.x - d.x, center.y - d.y))]
    }

    func turning() -> Fixture {
        let f = gestureFixture([GestureRecognizer(id: "turn", type: RotationGesture(), action: "rotate")])
        for (finger, p) in Self.fingers(at: 0) { f.world.touches.touchDown(finger: finger, at: p) }
        return f
    }

    @Test("it begins only past uikit.rotationThreshold degrees", arguments: [(9.9, false), (10.1, true)])
    func threshold(degrees: Double, begins: Bool) {
        let f = turning()
        f.world.touches.touchesMove(Self.fingers(at: degrees))
        #expect(f.gestures.contains("gesture turn began") == begins)
    }

    @Test("rotation is in radians, clockwise positive, and keeps counting past half a turn")
    func radians() {
        let f = turning()
        for degrees in stride(from: 30.0, through: 270, by: 30) { f.world.touches.touchesMove(Self.fingers(at: degrees)) }
        let changes = f.log([.changed]).filter { $0.hasPrefix("gesture") }
        #expect(changes.first == "gesture turn changed rotation=1.047")
        #expect(changes.last == "gesture turn changed rotation=4.712")
    }

    @Test("turning the other way is negative")
    func counterClockwise() {
        let f = turning()
        f.world.touches.touchesMove(Self.fingers(at: -30))
        f.world.touches.touchesMove(Self.fingers(at: -60))
        #expect(f.log([.changed]).first == "gesture turn changed rotation=-1.047")
    }

    @Test("fingers that only spread apart never rotate")
    func spreadIsNotRotation() {
        let f = turning()
        f.world.touches.touchesMove([(1, Point(250, 150)), (2, Point(50, 150))])
        f.world.touches.touchUp(finger: 1)
        f.world.touches.touchUp(finger: 2)
        #expect(f.gestures == ["gesture turn failed"])
    }
}
