import Testing
@testable import InteractionEngine

@Suite("Hooks: exposure rules")
struct ExposureRuleTests {
    /// A banner 40% on screen, tracked with the default minRatio (2/3), and with a rule of 1/3.
    private static func banner(rule: Bool) -> Fixture {
        var hooks = Hooks.builtIn
        hooks.register(exposureRule: "third", ExposureRule(summary: "a third is enough", showsEnough: { $0.visibleRatio >= 1.0 / 3 }) { event in
            event.record("logged \(event.contentID) on \(event.page)")
        })
        let f = Fixture(hooks: hooks)
        let banner = f.add("banner", Rect(0, 732, 375, 200))  // 80 of 200 pt on the 812 pt screen
        f.start()
        var config = ExposureTracker.Config()
        config.rule = rule ? "third" : nil
        f.world.exposureTracking.tracker = ExposureTracker(config: config)
        f.world.exposureTracking.trackExposure(of: banner, contentID: "promo")
        f.world.exposureTracking.checkExposure()
        f.world.clock.advance(to: .s(3))
        return f
    }

    @Test("the rule decides in place of minRatio, and hears of the exposure")
    func ruleDecides() {
        #expect(Self.banner(rule: false).log([.exposure, .hook]).isEmpty)
        #expect(Self.banner(rule: true).log([.exposure, .hook]) == ["exposure promo page=vc ratio=0.4", "hook third logged promo on vc"])
    }
}
