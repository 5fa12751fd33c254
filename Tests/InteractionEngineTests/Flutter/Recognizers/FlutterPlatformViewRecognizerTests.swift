import Testing
@testable import InteractionEngine

/// A list filling the screen with a cell (0, 100, 375, 300) that embeds a native map view, whose own
/// UIKit recognizers are a tap `map.tap` and a pan `map.pan`.
private enum P {
    static let list = FlutterFixture.screen
    static let cell = Rect(0, 100, 375, 300)
    static let onMap = Point(187, 250)
    /// A banner painted above the top of the map.
    static let banner = Rect(0, 100, 375, 56)
    static let onBanner = Point(187, 120)
}

/// The list's GestureDetector callbacks.
private struct Parent {
    var onTap: String?
    var onLongPress: String?
    var onVerticalDrag: String?
}

/// The arena member of a UiKitView's render object (rendering/platform_view.dart): it joins the arena of
/// every pointer that hits the platform view, never claims, and stays to the end, so the sweep can give
/// it the pointer; the framework's decision goes to the embedding as acceptGesture or rejectGesture, which
/// lets the native view's recognizers go on or blocks them by the view's gesture blocking policy.
@Suite struct FlutterPlatformViewRecognizerTests {
    private func scene(_ parent: Parent = Parent(), policy: PlatformView.Policy = .eager, banner: Bool = false,
                       settings: Settings = Settings()) -> FlutterFixture {
        let map = View(id: "map")
        map.addGestureRecognizer(GestureRecognizer(id: "map.tap", type: TapGesture(), action: "map.tap"))
        map.addGestureRecognizer(GestureRecognizer(id: "map.pan", type: PanGesture(), action: "map.pan"))
        let cell = widget("cell", P.cell, embedding: map, policy: policy)
        var widgets = [
            widget("list", P.list, onTap: parent.onTap, onLongPress: parent.onLongPress,
                   onVerticalDrag: parent.onVerticalDrag, children: [cell]),
        ]
        if banner { widgets.append(widget("banner", P.banner, onTap: "banner.open", painted: true)) }
        return FlutterFixture(settings: settings, widgets)
    }

    /// Swipes from `onMap` 100 px down: the list's vertical drag claims on the first move.
    private func swipeDown(_ f: FlutterFixture, lift: Bool = true) {
        f.drag(from: P.onMap, to: Point(P.onMap.x, P.onMap.y + 100), lift: lift)
    }

    /// platform_view_test.dart, "UiKitView accepts gestures": alone in the arena, the platform view wins
    /// it, the embedding is told to accept, and the native tap recognizes.
    @Test("alone in the arena the platform view is accepted and the native tap works")
    func acceptsAlone() {
        let f = scene()
        f.tap(P.onMap)
        #expect(f.log([.arena, .platform]) == ["arena 1 cell.platformView accepted", "platform map accept"])
        #expect(f.log([.action]) == ["action map.tap"])
    }

    /// platform_view_test.dart, "UiKitView can lose gesture arenas": a vertical drag around the view
    /// claims, the platform view is rejected and the embedding told so; with the eager policy the
    /// native recognizers fail at once, before the finger lifts.
    @Test("a claiming drag around it rejects the platform view; eager blocking fails the native pan at once")
    func losesToDragEager() {
        let f = scene(Parent(onVerticalDrag: "list.scroll"))
        swipeDown(f, lift: false)
        let atClaim = f.take([.arena, .platform, .gesture])
        #expect(atClaim.filter { !$0.hasPrefix("gesture") } == [
            "arena 1 cell.platformView rejected", "platform map reject", "arena 1 list.verticalDrag accepted",
        ])
        #expect(atClaim.contains("gesture map.pan failed"))
        f.up(Point(P.onMap.x, P.onMap.y + 100))
        #expect(!f.log([.action]).contains("action map.pan"))
    }

    /// platform_view_test.dart, "UiKitView can lose gesture arenas", with
    /// UiKitViewGestureBlockingPolicy.waitUntilTouchesEnded (the iOS engine's FlutterPlatformViews.mm):
    /// the rejection takes effect only when the touch ends.
    @Test("with waitUntilTouchesEnded the native pan fails only when the touch ends")
    func losesToDragWaiting() {
        let f = scene(Parent(onVerticalDrag: "list.scroll"), policy: .waitUntilTouchesEnded)
        swipeDown(f, lift: false)
        let atClaim = f.take([.platform, .gesture])
        #expect(atClaim.contains("platform map reject") && !atClaim.contains("gesture map.pan failed"))
        f.up(Point(P.onMap.x, P.onMap.y + 100))
        // The pan, never begun, fails as its touch ends; the delaying recognizer blocks at that touchesEnded.
        #expect(f.take([.gesture]) == ["gesture map.pan failed", "gesture map.delaying recognized", "gesture map.forwarding failed"])
        #expect(!f.log([.action]).contains("action map.pan"))
    }

    /// platform_view_test.dart, "UiKitView can claim gesture after all pointers are up": around it a
    /// vertical drag and a long press both give up at a quick up, and the platform view, still in the
    /// arena, wins the sweep.
    @Test("after a quick tap the platform view wins the sweep over its parent's drag and long press")
    func claimsAfterUp() {
        let f = scene(Parent(onLongPress: "list.menu", onVerticalDrag: "list.scroll"))
        f.down(P.onMap)
        #expect(f.take([.arena, .platform]).isEmpty)
        f.wait(FlutterFixture.tapHold)
        f.up(P.onMap)
        #expect(f.take([.arena, .platform]) == [
            "arena 1 list.longPress rejected", "arena 1 list.verticalDrag rejected",
            "arena 1 cell.platformView accepted", "platform map accept",
        ])
        #expect(f.log([.action]) == ["action map.tap"])
    }

    /// arena_test.dart, "Should win by sweep": the platform view joins before the tap of the
    /// GestureDetector around it (deeper in the hit-test path), so the sweep gives it the pointer and
    /// the parent's onTap never fires.
    @Test("a tap detector around the platform view loses the sweep to it")
    func parentTapLosesSweep() {
        let f = scene(Parent(onTap: "list.open"))
        f.tap(P.onMap)
        #expect(f.log([.arena, .platform]) == [
            "arena 1 cell.platformView accepted", "platform map accept", "arena 1 list.tap rejected",
        ])
        #expect(f.log([.action]) == ["action map.tap"])
    }

    /// platform_view_test.dart, "UiKitView rejects gestures absorbed by siblings": a touch on the part of
    /// the map a painted banner covers is absorbed by the banner; the framework's global pointer route
    /// (RenderUiKitView._handleGlobalPointerEvent) rejects it for the platform view at the down, and the
    /// native tap never recognizes.
    @Test("an absorbed pointer is rejected for the platform view at its down, and the native tap fails")
    func absorbedIsRejectedAtDown() {
        let f = scene(banner: true)
        f.down(P.onBanner)
        #expect(f.take([.platform]) == ["platform map reject"])
        f.wait(FlutterFixture.tapHold)
        f.up(P.onBanner)
        #expect(f.log([.action]) == ["action banner.open"])
        #expect(f.log([.gesture]).contains("gesture map.tap failed"))
        #expect(!f.log([.platform]).contains("platform map accept"))
    }
}
