import Foundation
import InteractionEngine
import ShopInteraction

/// The shop's interaction code as TraceReplay hooks: each registration calls the same ShopInteraction
/// code the app's UIKit classes call, so a trace fails when that code regresses.
public enum ShopHooks {
    /// Every hook the shop's traces name, with TraceReplay's built-ins.
    public static var all: Hooks {
        var hooks = Hooks.builtIn
        hooks.register(hitTest: "ShopPenetrationGuard", HitTestHook(
            summary: "seed 000: PenetrationGuardView.hitTest — nil where a Flutter overlay covers the point"
        ) { call in
            if PenetrationGuard.passesThrough(call.point, in: call.view) {
                call.record("passes \(Int(call.point.x)),\(Int(call.point.y)) through to Flutter")
                return nil
            }
            return call.callSuper()
        })
        hooks.register(pointInside: "ShopEnlargedTapArea", PointInsideHook(
            summary: "seed 004: a small button takes taps within 44 pt"
        ) { call in
            TapArea.enlargedContains(call.point, bounds: call.view.bounds)
        })
        hooks.register(pointInside: "ShopOverflowingTabBar", PointInsideHook(
            summary: "seed 004: OverflowingTabBarView.point(inside:) — inside where an overflowing subview shows"
        ) { call in
            call.callSuper() || TapArea.overflowContains(call.point, in: call.view)
        })
        hooks.register(recognizer: "ShopFlutterProxyRecognizer", RecognizerHook(
            summary: "seed 001: began when Flutter takes the touch, failed when it does not", isContinuous: true,
            options: GestureOptions(cancelsTouchesInView: FlutterProxy.cancelsTouchesInView, delaysTouchesEnded: FlutterProxy.delaysTouchesEnded)
        ) { FlutterProxyRecognizer() })
        hooks.register(delegate: "ShopBackGestureDelegate") { BackGestureDelegate() }
        hooks.register(controlEvents: "ShopPlaceOrder", ControlEventHook(
            summary: "the order button: places the order once, then disables itself", for: [.touchUpInside]
        ) { call in
            let effect = OrderButton.tapped(enabled: call.sender.isEnabled)
            if effect.placesOrder { call.record("order placed") }
            call.sender.isEnabled = effect.enabledAfter
        })
        return hooks
    }
}

/// Seed 001's proxy recognizer: ShopInteraction's state machine, fed the replay's touches and
/// Flutter's answer, as the app's UIGestureRecognizer subclass feeds it UIKit's.
final class FlutterProxyRecognizer: CustomRecognizer {
    func touchesMoved(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) { apply(.touchesMoved, to: recognizer) }

    func touchesEnded(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) {
        // As in UIKit's touchesEnded, the touches ending are still counted in numberOfTouches.
        apply(.touchesEnded(remaining: recognizer.numberOfTouches - touches.count), to: recognizer)
    }

    func touchesCancelled(_ touches: [ReplayTouch], recognizer: ReplayRecognizer) { apply(.touchesCancelled, to: recognizer) }

    func flutterGestureDecided(flutterHandles: Bool, recognizer: ReplayRecognizer) {
        apply(.flutterDecided(flutterHandles: flutterHandles, touchesDown: recognizer.numberOfTouches > 0), to: recognizer)
    }

    private func apply(_ event: FlutterProxy.Event, to recognizer: ReplayRecognizer) {
        for state in FlutterProxy.next(from: Self.state(recognizer.state), on: event) {
            recognizer.state = Self.replayState(state)
        }
    }

    private static func state(_ state: ReplayGestureState) -> FlutterProxy.State {
        switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }

    private static func replayState(_ state: FlutterProxy.State) -> ReplayGestureState {
        switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }
}

/// Seed 001's back-gesture delegate: remembers where the drag started (shouldReceive) and makes the
/// back pan wait for the proxy unless it started at the left edge (shouldRequireFailureOf).
final class BackGestureDelegate: GestureDelegateHook {
    private var startX = 0.0

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldReceive touch: ReplayTouch) -> Bool {
        startX = Double(touch.location(in: nil).x)
        return true
    }

    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRequireFailureOf other: ReplayRecognizer) -> Bool {
        other.className == "ShopFlutterProxyRecognizer" && BackGestureRule.waitsForFlutter(startX: startX)
    }
}
