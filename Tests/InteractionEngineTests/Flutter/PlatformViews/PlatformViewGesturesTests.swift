import Testing
@testable import InteractionEngine

/// A list (vertical drag) filling the screen with a cell (0, 100, 375, 300) embedding a native `ad`
/// view, and a painted banner (0, 100, 375, 56) over the cell's top. The ad carries a UIKit tap `ad.tap`,
/// or, with `web`, WebKit's touch-event recognizer `ad.page` running `ad.click` at `fires`.
private func adScene(era: PlatformView.Era = .rejectAbsorbed, web: WebTouchEventsGesture.Event? = nil,
                     arena: [PlatformView.ArenaRecognizer] = [], policy: PlatformView.Policy = .eager) -> FlutterFixture {
    let ad = View(id: "ad")
    ad.handles = Set(TouchPhase.allCases)
    if let web {
        var page = WebTouchEventsGesture()
        page.fires = web
        ad.addGestureRecognizer(GestureRecognizer(id: "ad.page", type: page, action: "ad.click"))
    } else {
        ad.addGestureRecognizer(GestureRecognizer(id: "ad.tap", type: TapGesture(), action: "ad.click"))
    }
    let cell = widget("cell", Rect(0, 100, 375, 300), embedding: ad, policy: policy)
    cell.embedded?.gestureRecognizers = arena
    var settings = Settings()
    settings.platformViews = era
    return FlutterFixture(settings: settings, [
        widget("list", FlutterFixture.screen, onVerticalDrag: "list.scroll", children: [cell]),
        widget("banner", Rect(0, 100, 375, 56), onTap: "banner.open", painted: true),
    ])
}

private let onAd = Point(187, 250)
private let onBanner = Point(187, 120)

/// FlutterPlatformViews.mm's delaying recognizer and the framework's decisions, era by era
/// (docs/semantics.md S7.5).
@Suite struct PlatformViewGesturesTests {
    @Test("today a tap decided only at the sweep after the up still reaches the native tap (flutter/engine#7315)")
    func undecidedAtEndWaits() {
        let f = adScene()
        f.tap(onAd)
        #expect(f.log([.platform]) == ["platform ad accept"])
        #expect(f.log([.action]) == ["action ad.click"])
    }

    @Test("in 2018 the same tap is blocked at touchesEnded, before the acceptance arrives (flutter/flutter#24076)")
    func blockAtTouchEnd() {
        let f = adScene(era: .blockAtTouchEnd)
        f.tap(onAd)
        #expect(f.log([.gesture]).contains("gesture ad.delaying recognized"))
        #expect(f.log([.action]).isEmpty)
    }

    @Test("an absorbed pointer is rejected at its down today; the withheld touchesBegan is discarded, never delivered")
    func rejectedAtDown() {
        let f = adScene()
        f.down(onBanner)
        #expect(f.take([.platform, .gesture, .deliver]) == ["platform ad reject", "gesture ad.delaying recognized", "gesture ad.tap failed"])
        f.wait(FlutterFixture.tapHold)
        f.up(onBanner)
        #expect(!f.log([.deliver]).contains { $0.hasPrefix("deliver 1") && $0.hasSuffix(" ad") })
    }

    @Test("before Flutter 1.5 an absorbed pointer gets no decision; the next touch abandons it (flutter/flutter#28659)")
    func holdUndecided() {
        let f = adScene(era: .holdUndecided)
        f.tap(onBanner)
        #expect(f.log([.platform]).isEmpty)
        #expect(f.world.view("ad.delaying") == nil)  // recognizers are not views
        let delaying = f.flutter.platformViews[0].delayingRecognizer
        #expect(delaying.state == .possible && delaying.isPendingWithoutTouches)
        f.wait(FlutterFixture.quiet)
        f.tap(onAd)
        #expect(f.log([.note]).contains("note ad.delaying undecided (no decision came; its withheld touches are dropped)"))
        #expect(f.log([.action]).contains("action ad.click"))
    }

    @Test("a web page hears touchstart at once and touchend at the end, whatever the framework decides")
    func webPageNotBlocked() {
        let start = adScene(web: .touchStart)
        start.down(onBanner)
        #expect(start.take([.action, .platform]) == ["action ad.click", "platform ad reject"])
        let end = adScene(web: .touchEnd)
        end.tap(onBanner)
        #expect(end.log([.action]).contains("action ad.click"))
    }

    @Test("with the iOS 26 workaround an eager block resets the page's touches: no touchend handler runs")
    func resetWebKit() {
        let f = adScene(era: .resetWebKit, web: .touchEnd)
        f.tap(onBanner)
        #expect(f.log([.gesture]).contains("gesture ad.page failed"))
        #expect(!f.log([.action]).contains("action ad.click"))
    }

    @Test("a decision is acted on after the touch phase that caused it has been delivered")
    func decisionAfterPhase() {
        let f = adScene(arena: [.eager])
        f.down(onAd)
        // The eager team claims at the down; the acceptance reaches the embedding after touchesBegan.
        #expect(f.take([.arena, .platform, .gesture]) == [
            "arena 1 list.verticalDrag rejected", "arena 1 cell.platformView accepted", "platform ad accept", "gesture ad.delaying failed",
        ])
    }

    @Test("a verticalDrag on the UiKitView's team takes vertical drags from the list around it")
    func teamDrag() {
        let f = adScene(arena: [.verticalDrag])
        f.drag(from: onAd, to: Point(onAd.x, onAd.y + 100))
        #expect(f.log([.arena]) == ["arena 1 list.verticalDrag rejected", "arena 1 cell.platformView accepted"])
        #expect(!f.log([.action]).contains { $0.hasPrefix("action list.scroll") })
    }

    @Test("with waitUntilTouchesEnded a rejection before the end blocks at the next touchesEnded")
    func waitUntilTouchesEnded() {
        let f = adScene(policy: .waitUntilTouchesEnded)
        f.down(onBanner)
        #expect(f.take([.platform, .gesture]) == ["platform ad reject"])
        f.wait(FlutterFixture.tapHold)
        f.up(onBanner)
        #expect(f.take([.gesture]).contains("gesture ad.delaying recognized"))
        #expect(!f.log([.action]).contains("action ad.click"))
    }
}

/// The delaying recognizer's delegate (shouldBeRequiredToFailByGestureRecognizer: YES for all but the
/// forwarding one, C5): recognizers of the platform view's ancestors wait for it too.
@Suite struct PlatformViewFailureRequirementTests {
    @Test("a pan on the FlutterView, an ancestor, waits for Flutter's decision: rejected, it never begins")
    func ancestorWaits() {
        let f = adScene()
        let pan = GestureRecognizer(id: "back", type: PanGesture(), action: "back.pan")
        f.flutter.addGestureRecognizer(pan)
        f.down(onBanner)  // absorbed: rejected at the down, the delaying recognizer blocks
        f.wait(FlutterFixture.frame)
        f.move(Point(onBanner.x + 60, onBanner.y))
        #expect(pan.state == .failed)
        #expect(!f.log([.action]).contains("action back.pan began"))
    }

    @Test("accepted, the delaying recognizer fails and the ancestor's pan may begin")
    func ancestorProceeds() {
        let f = adScene(arena: [.eager])
        let pan = GestureRecognizer(id: "back", type: PanGesture(), action: "back.pan")
        f.flutter.addGestureRecognizer(pan)
        f.down(onAd)
        f.wait(FlutterFixture.frame)
        f.move(Point(onAd.x + 60, onAd.y))
        #expect(f.log([.action]).contains("action back.pan began"))
    }
}
