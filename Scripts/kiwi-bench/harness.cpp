// Trellis kiwi-bench harness: times kiwi (C++ headers from kiwisolver 1.5.1) on the workloads
// of shared/spec/solver-notes.md §2 (enaml-like dialog) and §3.3 (scaling workloads).
//
// Our own code; kiwi's benchmark files are not used. Built by run.sh:
//   g++ -O2 -std=c++17 -I <kiwisolver-1.5.1> harness.cpp -o work/harness
//
// CLI: harness [--json] [--budget S] [--smoke] [--workload NAME] [--n N] [--order ORDER]
//
// Every workload runs as many ops as fit in its time budget (at least one), reports the median
// per-op time, and checks the solver's values against closed forms afterwards (exit code 1 and a
// message on stderr if a check fails). Larger sizes are skipped when the previous size already
// extrapolates past the budget.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;

namespace {

// ---------------------------------------------------------------------------------------------
// Timing

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

template <class F>
int64_t timeNs(F&& f) {
    const auto t0 = Clock::now();
    f();
    const auto t1 = Clock::now();
    return std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count();
}

int64_t median(std::vector<int64_t> v) {
    if (v.empty()) return 0;
    const size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + mid, v.end());
    if (v.size() % 2 == 1) return v[mid];
    const int64_t upper = v[mid];
    const int64_t lower = *std::max_element(v.begin(), v.begin() + mid);
    return lower + (upper - lower) / 2;
}

// Collects per-op times until the budget is spent (always at least one op). Untimed per-op
// setup that happens inside the loop (e.g. rebuilding a chain before removing from it) counts
// against the budget; one-time setup before the loop does not.
class OpLoop {
public:
    explicit OpLoop(double budgetSeconds) : budget_(budgetSeconds), start_(Clock::now()) {}

    bool more() const { return samples_.empty() || secondsSince(start_) < budget_; }

    template <class F>
    void time(F&& op) { samples_.push_back(timeNs(std::forward<F>(op))); }

    const std::vector<int64_t>& samples() const { return samples_; }
    // Wall time of the loop per op, including untimed per-op setup.
    double wallNsPerOp() const { return secondsSince(start_) * 1e9 / double(samples_.size()); }

private:
    double budget_;
    Clock::time_point start_;
    std::vector<int64_t> samples_;
};

// What one (workload, n, order) run produces.
struct Measurement {
    std::vector<int64_t> samples;
    // Estimated wall cost of running one op at this size from scratch: one-time setup plus the
    // loop's wall time per op. Used to extrapolate to the next size.
    double costNs = 0;
};

Measurement finish(const OpLoop& loop, double oneTimeSetupNs) {
    return Measurement{loop.samples(), oneTimeSetupNs + loop.wallNsPerOp()};
}

// ---------------------------------------------------------------------------------------------
// Checks

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what); }

void expectNear(double actual, double expected, const std::string& what, double relTol = 1e-6) {
    const double tol = relTol * std::max(1.0, std::fabs(expected));
    if (!(std::fabs(actual - expected) <= tol)) {
        std::ostringstream s;
        s.precision(17);
        s << what << ": expected " << expected << ", got " << actual;
        fail(s.str());
    }
}

// Residual of a required constraint must be within tolerance of feasible.
void expectSatisfied(const Constraint& c, const std::string& what) {
    const double v = c.expression().value();
    const double tol = 1e-6 * std::max(1.0, std::fabs(c.expression().constant()));
    bool ok = true;
    switch (c.op()) {
        case kiwi::OP_EQ: ok = std::fabs(v) <= tol; break;
        case kiwi::OP_GE: ok = v >= -tol; break;
        case kiwi::OP_LE: ok = v <= tol; break;
    }
    if (!ok) fail(what + ": required constraint violated (residual " + std::to_string(v) + ")");
}

// Σ strength·|violation| over the given non-required constraints.
double weightedError(const std::vector<Constraint>& constraints) {
    double total = 0;
    for (const Constraint& c : constraints) {
        if (c.strength() >= kiwi::strength::required) continue;
        const double v = c.expression().value();
        double violation = 0;
        switch (c.op()) {
            case kiwi::OP_EQ: violation = std::fabs(v); break;
            case kiwi::OP_GE: violation = std::max(0.0, -v); break;
            case kiwi::OP_LE: violation = std::max(0.0, v); break;
        }
        total += c.strength() * violation;
    }
    return total;
}

// ---------------------------------------------------------------------------------------------
// enaml-like dialog (solver-notes §2)

namespace enaml {

// The 37 variables, in creation order.
enum V {
    left, top, width, height,
    contents_left, contents_right, contents_top, contents_bottom,
    midline,
    lb1left, lb1top, lb1width, lb1height,
    lb2left, lb2top, lb2width, lb2height,
    lb3left, lb3top, lb3width, lb3height,
    fl1left, fl1top, fl1width, fl1height,
    fl2left, fl2top, fl2width, fl2height,
    fl3left, fl3top, fl3width, fl3height,
    ctleft, cttop, ctwidth, ctheight,
    kVariableCount
};

const char* const kNames[kVariableCount] = {
    "left", "top", "width", "height",
    "contents_left", "contents_right", "contents_top", "contents_bottom",
    "midline",
    "lb1left", "lb1top", "lb1width", "lb1height",
    "lb2left", "lb2top", "lb2width", "lb2height",
    "lb3left", "lb3top", "lb3width", "lb3height",
    "fl1left", "fl1top", "fl1width", "fl1height",
    "fl2left", "fl2top", "fl2width", "fl2height",
    "fl3left", "fl3top", "fl3width", "fl3height",
    "ctleft", "cttop", "ctwidth", "ctheight",
};

enum Rel { EQ, GE, LE };
enum Str { R, S, M, W, MM, SM };

double strengthOf(Str s) {
    switch (s) {
        case R: return kiwi::strength::required;
        case S: return kiwi::strength::strong;
        case M: return kiwi::strength::medium;
        case W: return kiwi::strength::weak;
        case MM: return kiwi::strength::create(0.0, 1.0, 0.0, 1.25);  // 1250
        case SM: return kiwi::strength::create(0.0, 100.0, 0.0);      // 100000
    }
    std::abort();
}

struct Coef { double c; V v; };
// Σ terms  rel  rhs, at strength.
struct Spec { std::vector<Coef> terms; Rel rel; double rhs; Str strength; };

// The 111 constraints of solver-notes §2, numbered as there.
const std::vector<Spec>& specs() {
    static const std::vector<Spec> list = {
        /*  1 */ {{{1, left}}, GE, 0, R},
        /*  2 */ {{{1, height}}, EQ, 0, M},
        /*  3 */ {{{1, top}}, GE, 0, R},
        /*  4 */ {{{1, width}}, GE, 0, R},
        /*  5 */ {{{1, height}}, GE, 0, R},
        /*  6 */ {{{1, contents_top}, {-1, top}}, EQ, 10, R},
        /*  7 */ {{{1, lb3height}}, EQ, 16, S},
        /*  8 */ {{{1, lb3height}}, GE, 16, S},
        /*  9 */ {{{1, ctleft}}, GE, 0, R},
        /* 10 */ {{{1, cttop}}, GE, 0, R},
        /* 11 */ {{{1, ctwidth}}, GE, 0, R},
        /* 12 */ {{{1, ctheight}}, GE, 0, R},
        /* 13 */ {{{1, fl3left}}, GE, 0, R},
        /* 14 */ {{{1, ctheight}}, GE, 24, SM},
        /* 15 */ {{{1, ctwidth}}, LE, 16777200, SM},
        /* 16 */ {{{1, ctheight}}, LE, 24, SM},
        /* 17 */ {{{1, fl3top}}, GE, 0, R},
        /* 18 */ {{{1, fl3width}}, GE, 0, R},
        /* 19 */ {{{1, fl3height}}, GE, 0, R},
        /* 20 */ {{{1, lb1width}}, EQ, 67, W},
        /* 21 */ {{{1, lb2width}}, GE, 0, R},
        /* 22 */ {{{1, lb2height}}, GE, 0, R},
        /* 23 */ {{{1, fl2height}}, GE, 0, R},
        /* 24 */ {{{1, lb3left}}, GE, 0, R},
        /* 25 */ {{{1, fl2width}}, GE, 125, S},
        /* 26 */ {{{1, fl2height}}, EQ, 21, S},
        /* 27 */ {{{1, fl2height}}, GE, 21, S},
        /* 28 */ {{{1, lb3top}}, GE, 0, R},
        /* 29 */ {{{1, lb3width}}, GE, 0, R},
        /* 30 */ {{{1, fl1left}}, GE, 0, R},
        /* 31 */ {{{1, fl1width}}, GE, 0, R},
        /* 32 */ {{{1, lb1width}}, GE, 67, S},
        /* 33 */ {{{1, fl2left}}, GE, 0, R},
        /* 34 */ {{{1, lb2width}}, EQ, 66, W},
        /* 35 */ {{{1, lb2width}}, GE, 66, S},
        /* 36 */ {{{1, lb2height}}, EQ, 16, S},
        /* 37 */ {{{1, fl1height}}, GE, 0, R},
        /* 38 */ {{{1, fl1top}}, GE, 0, R},
        /* 39 */ {{{1, lb2top}}, GE, 0, R},
        /* 40 */ {{{1, lb3top}, {-1, lb2top}, {-1, lb2height}}, EQ, 10, MM},
        /* 41 */ {{{1, fl3top}, {-1, lb3top}, {-1, lb3height}}, GE, 10, R},
        /* 42 */ {{{1, fl3top}, {-1, lb3top}, {-1, lb3height}}, EQ, 10, MM},
        /* 43 */ {{{1, contents_bottom}, {-1, fl3top}, {-1, fl3height}}, EQ, 0, MM},
        /* 44 */ {{{1, fl1top}, {-1, contents_top}}, GE, 0, R},
        /* 45 */ {{{1, fl1top}, {-1, contents_top}}, EQ, 0, MM},
        /* 46 */ {{{1, contents_bottom}, {-1, fl3top}, {-1, fl3height}}, GE, 0, R},
        /* 47 */ {{{1, contents_right}, {-1, width}, {-1, left}}, EQ, -10, R},
        /* 48 */ {{{1, contents_bottom}, {-1, top}, {-1, height}}, EQ, -10, R},
        /* 49 */ {{{1, contents_left}, {-1, left}}, EQ, 10, R},
        /* 50 */ {{{1, lb3left}, {-1, contents_left}}, EQ, 0, MM},
        /* 51 */ {{{1, fl1left}, {-1, midline}}, EQ, 0, S},
        /* 52 */ {{{1, fl2left}, {-1, midline}}, EQ, 0, S},
        /* 53 */ {{{1, ctleft}, {-1, midline}}, EQ, 0, S},
        /* 54 */ {{{1, fl1top}, {0.5, fl1height}, {-1, lb1top}, {-0.5, lb1height}}, EQ, 0, S},
        /* 55 */ {{{1, lb1left}, {-1, contents_left}}, GE, 0, R},
        /* 56 */ {{{1, lb1left}, {-1, contents_left}}, EQ, 0, MM},
        /* 57 */ {{{1, fl1left}, {-1, lb1width}, {-1, lb1left}}, GE, 10, R},
        /* 58 */ {{{1, fl1left}, {-1, lb1width}, {-1, lb1left}}, EQ, 10, MM},
        /* 59 */ {{{1, contents_right}, {-1, fl1width}, {-1, fl1left}}, GE, 0, R},
        /* 60 */ {{{1, width}}, EQ, 0, M},
        /* 61 */ {{{1, fl2top}, {-1, fl1top}, {-1, fl1height}}, GE, 10, R},
        /* 62 */ {{{1, fl2top}, {-1, fl1top}, {-1, fl1height}}, EQ, 10, MM},
        /* 63 */ {{{1, cttop}, {-1, fl2top}, {-1, fl2height}}, GE, 10, R},
        /* 64 */ {{{1, fl3top}, {-1, cttop}, {-1, ctheight}}, GE, 10, R},
        /* 65 */ {{{1, contents_bottom}, {-1, fl3top}, {-1, fl3height}}, GE, 0, R},
        /* 66 */ {{{1, cttop}, {-1, fl2top}, {-1, fl2height}}, EQ, 10, MM},
        /* 67 */ {{{1, contents_right}, {-1, fl1width}, {-1, fl1left}}, EQ, 0, MM},
        /* 68 */ {{{1, fl2top}, {0.5, fl2height}, {-1, lb2top}, {-0.5, lb2height}}, EQ, 0, S},
        /* 69 */ {{{1, lb2left}, {-1, contents_left}}, GE, 0, R},
        /* 70 */ {{{1, lb2left}, {-1, contents_left}}, EQ, 0, MM},
        /* 71 */ {{{1, fl2left}, {-1, lb2width}, {-1, lb2left}}, GE, 10, R},
        /* 72 */ {{{1, fl3top}, {-1, cttop}, {-1, ctheight}}, EQ, 10, MM},
        /* 73 */ {{{1, contents_bottom}, {-1, fl3top}, {-1, fl3height}}, EQ, 0, MM},
        /* 74 */ {{{1, lb1top}}, GE, 0, R},
        /* 75 */ {{{1, lb1width}}, GE, 0, R},
        /* 76 */ {{{1, lb1height}}, GE, 0, R},
        /* 77 */ {{{1, fl2left}, {-1, lb2width}, {-1, lb2left}}, EQ, 10, MM},
        /* 78 */ {{{1, contents_right}, {-1, fl2width}, {-1, fl2left}}, EQ, 0, MM},
        /* 79 */ {{{1, contents_right}, {-1, fl2width}, {-1, fl2left}}, GE, 0, R},
        /* 80 */ {{{1, lb3left}, {-1, contents_left}}, GE, 0, R},
        /* 81 */ {{{1, lb1left}}, GE, 0, R},
        /* 82 */ {{{1, cttop}, {0.5, ctheight}, {-1, lb3top}, {-0.5, lb3height}}, EQ, 0, S},
        /* 83 */ {{{1, ctleft}, {-1, lb3width}, {-1, lb3left}}, GE, 10, R},
        /* 84 */ {{{1, contents_right}, {-1, ctwidth}, {-1, ctleft}}, GE, 0, R},
        /* 85 */ {{{1, ctleft}, {-1, lb3width}, {-1, lb3left}}, EQ, 10, MM},
        /* 86 */ {{{1, fl3left}, {-1, contents_left}}, GE, 0, R},
        /* 87 */ {{{1, fl3left}, {-1, contents_left}}, EQ, 0, MM},
        /* 88 */ {{{1, contents_right}, {-1, ctwidth}, {-1, ctleft}}, EQ, 0, MM},
        /* 89 */ {{{1, contents_right}, {-1, fl3width}, {-1, fl3left}}, EQ, 0, MM},
        /* 90 */ {{{1, lb1top}, {-1, contents_top}}, GE, 0, R},
        /* 91 */ {{{1, lb1top}, {-1, contents_top}}, EQ, 0, MM},
        /* 92 */ {{{1, contents_right}, {-1, fl3width}, {-1, fl3left}}, GE, 0, R},
        /* 93 */ {{{1, lb2top}, {-1, lb1top}, {-1, lb1height}}, GE, 10, R},
        /* 94 */ {{{1, lb3top}, {-1, lb2top}, {-1, lb2height}}, GE, 10, R},
        /* 95 */ {{{1, lb2top}, {-1, lb1top}, {-1, lb1height}}, EQ, 10, MM},
        /* 96 */ {{{1, fl1height}}, EQ, 21, S},
        /* 97 */ {{{1, fl1height}}, GE, 21, S},
        /* 98 */ {{{1, lb2left}}, GE, 0, R},
        /* 99 */ {{{1, lb2height}}, GE, 16, S},
        /*100 */ {{{1, fl2top}}, GE, 0, R},
        /*101 */ {{{1, fl2width}}, GE, 0, R},
        /*102 */ {{{1, lb1height}}, GE, 16, S},
        /*103 */ {{{1, lb1height}}, EQ, 16, S},
        /*104 */ {{{1, fl3width}}, GE, 125, S},
        /*105 */ {{{1, fl3height}}, EQ, 21, S},
        /*106 */ {{{1, fl3height}}, GE, 21, S},
        /*107 */ {{{1, lb3height}}, GE, 0, R},
        /*108 */ {{{1, ctwidth}}, GE, 119, SM},
        /*109 */ {{{1, lb3width}}, EQ, 24, W},
        /*110 */ {{{1, lb3width}}, GE, 24, S},
        /*111 */ {{{1, fl1width}}, GE, 125, S},
    };
    return list;
}

// solver-notes §2: 53 R>=, 4 R=, 12 S=, 12 S>=, 21 MM=, 2 M=, 3 W=, 2 SM>=, 2 SM<=.
void checkSpecCounts() {
    int counts[6][3] = {};
    for (const Spec& s : specs()) counts[s.strength][s.rel]++;
    const bool ok = specs().size() == 111 && counts[R][GE] == 53 && counts[R][EQ] == 4 &&
                    counts[S][EQ] == 12 && counts[S][GE] == 12 && counts[MM][EQ] == 21 &&
                    counts[M][EQ] == 2 && counts[W][EQ] == 3 && counts[SM][GE] == 2 &&
                    counts[SM][LE] == 2;
    if (!ok) fail("enaml constraint table does not match the counts of solver-notes §2");
}

struct Dialog {
    Solver solver;
    std::vector<Variable> vars;
    std::vector<Constraint> constraints;

    const Variable& operator[](V v) const { return vars[v]; }
};

// One whole build: variables, edit variables, constraint objects, 111 adds.
void build(Dialog& d) {
    d.vars.reserve(kVariableCount);
    for (int i = 0; i < kVariableCount; ++i) d.vars.emplace_back(kNames[i]);
    d.solver.addEditVariable(d[width], kiwi::strength::strong);
    d.solver.addEditVariable(d[height], kiwi::strength::strong);
    d.constraints.reserve(specs().size());
    for (const Spec& s : specs()) {
        std::vector<Term> terms;
        terms.reserve(s.terms.size());
        for (const Coef& t : s.terms) terms.emplace_back(d[t.v], t.c);
        const auto op = s.rel == EQ ? kiwi::OP_EQ : s.rel == GE ? kiwi::OP_GE : kiwi::OP_LE;
        d.constraints.emplace_back(Expression(std::move(terms), -s.rhs), op, strengthOf(s.strength));
        d.solver.addConstraint(d.constraints.back());
    }
}

struct Size { double w, h; };
const Size kSizes[6] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};

void resize(Dialog& d, Size s) {
    d.solver.suggestValue(d[width], s.w);
    d.solver.suggestValue(d[height], s.h);
    d.solver.updateVariables();
}

// Reference weighted error (solver-notes §2): 2,180,044 at 400x600 and 1,880,044 at 800x400.
// Both fit 1000·(W+H) [medium width/height = 0] + 1250·(2H − 256) [vertical mmedium gaps]
// + 44 [weak label widths], which we check for all six sizes.
double expectedError(Size s) { return 1000.0 * (s.w + s.h) + 1250.0 * (2.0 * s.h - 256.0) + 44.0; }

// Suggest each of the six sizes and check edits, required feasibility and the objective.
void verify(Dialog& d) {
    for (const Size& s : kSizes) {
        resize(d, s);
        const std::string at = "enaml at " + std::to_string(int(s.w)) + "x" + std::to_string(int(s.h));
        expectNear(d[width].value(), s.w, at + " width");
        expectNear(d[height].value(), s.h, at + " height");
        for (size_t i = 0; i < d.constraints.size(); ++i)
            if (d.constraints[i].strength() >= kiwi::strength::required)
                expectSatisfied(d.constraints[i], at + " #" + std::to_string(i + 1));
        expectNear(weightedError(d.constraints), expectedError(s), at + " weighted error", 1e-9);
    }
    resize(d, {400, 600});
    expectNear(weightedError(d.constraints), 2180044.0, "enaml 400x600 weighted error", 1e-9);
    expectNear(d[contents_bottom].value(), 590, "enaml 400x600 contents_bottom");
    expectNear(d[contents_right].value(), 390, "enaml 400x600 contents_right");
    expectNear(d[midline].value(), 87, "enaml 400x600 midline");
}

}  // namespace enaml

Measurement runEnamlBuild(double budget) {
    enaml::checkSpecCounts();
    OpLoop loop(budget);
    std::unique_ptr<enaml::Dialog> last;
    while (loop.more()) {
        auto d = std::make_unique<enaml::Dialog>();
        loop.time([&] { enaml::build(*d); });
        last = std::move(d);  // the previous dialog is destroyed here, outside the timed region
    }
    enaml::verify(*last);
    return finish(loop, 0);
}

Measurement runEnamlResize(double budget) {
    enaml::checkSpecCounts();
    enaml::Dialog d;
    const int64_t setupNs = timeNs([&] { enaml::build(d); });
    OpLoop loop(budget);
    for (size_t k = 0; loop.more(); ++k) {
        const enaml::Size s = enaml::kSizes[k % 6];
        loop.time([&] { enaml::resize(d, s); });
    }
    enaml::verify(d);
    return finish(loop, double(setupNs));
}

// ---------------------------------------------------------------------------------------------
// chain(N) (solver-notes §3.3): x0 >= 0 and x_i − x_{i−1} >= 10 required, x_i = 10·i weak.

struct Chain {
    std::vector<Variable> x;
    std::vector<Constraint> required;  // required[i]: x0 >= 0 (i = 0) or x_i − x_{i−1} >= 10
    std::vector<Constraint> anchors;   // anchors[i]: x_i == 10·i, weak
    bool weakFirst = false;

    Chain(int n, bool weakFirst_) : weakFirst(weakFirst_) {
        x.reserve(n);
        required.reserve(n);
        anchors.reserve(n);
        for (int i = 0; i < n; ++i) {
            x.emplace_back("x" + std::to_string(i));
            if (i == 0)
                required.emplace_back(Expression(Term(x[0])), kiwi::OP_GE);
            else
                required.emplace_back(Expression({Term(x[i]), Term(x[i - 1], -1.0)}, -10.0), kiwi::OP_GE);
            anchors.emplace_back(Expression(Term(x[i]), -10.0 * i), kiwi::OP_EQ, kiwi::strength::weak);
        }
    }

    int size() const { return int(x.size()); }

    // The 2N adds, pairwise in the chosen order.
    void addTo(Solver& solver) const {
        for (int i = 0; i < size(); ++i) {
            if (weakFirst) {
                solver.addConstraint(anchors[i]);
                solver.addConstraint(required[i]);
            } else {
                solver.addConstraint(required[i]);
                solver.addConstraint(anchors[i]);
            }
        }
    }

    void expectAnchored(const std::string& what) const {
        for (int i = 0; i < size(); ++i)
            expectNear(x[i].value(), 10.0 * i, what + " x" + std::to_string(i));
    }

    void expectFeasible(const std::string& what) const {
        for (int i = 0; i < size(); ++i) expectSatisfied(required[i], what + " link " + std::to_string(i));
    }
};

bool parseChainOrder(const std::string& order) { return order == "weak-first"; }

Measurement runChainBuild(int n, const std::string& order, double budget) {
    const Chain chain(n, parseChainOrder(order));
    OpLoop loop(budget);
    std::unique_ptr<Solver> last;
    while (loop.more()) {
        auto solver = std::make_unique<Solver>();
        loop.time([&] { chain.addTo(*solver); });
        last = std::move(solver);  // the previous solver is destroyed outside the timed region
    }
    last->updateVariables();
    chain.expectAnchored("chain-build " + order);
    return finish(loop, 0);
}

Measurement runChainRemove(int n, const std::string& order, double budget) {
    const Chain chain(n, parseChainOrder(order));
    OpLoop loop(budget);
    std::unique_ptr<Solver> last;
    while (loop.more()) {
        auto solver = std::make_unique<Solver>();
        chain.addTo(*solver);  // untimed, but counts against the budget
        loop.time([&] {
            for (int i = n - 1; i >= 0; --i) solver->removeConstraint(chain.anchors[i]);
        });
        last = std::move(solver);
    }
    // Only the required links remain: any feasible point is a valid answer.
    last->updateVariables();
    for (int i = 0; i < n; ++i)
        if (last->hasConstraint(chain.anchors[i])) fail("chain-remove: anchor still present");
    chain.expectFeasible("chain-remove " + order);
    return finish(loop, 0);
}

// push-chain(N): weak-first chain + edit x0 (strong); op = suggestValue(x0, v_k) + updateVariables.
Measurement runPushChain(int n, const std::string& order, double budget) {
    const Chain chain(n, /*weakFirst=*/true);
    Solver solver;
    const int64_t setupNs = timeNs([&] {
        chain.addTo(solver);
        solver.addEditVariable(chain.x[0], kiwi::strength::strong);
    });
    // crossing: spans -200..200; flip: +-(1 + (7919k mod 200)), negative for even k, so every
    // op crosses x0 >= 0; positive: 1..401.
    auto v = [&](int64_t k) {
        if (order == "crossing") return double((7919 * k) % 401) - 200.0;
        if (order == "flip") return double(1 + (7919 * k) % 200) * (k % 2 == 0 ? -1.0 : 1.0);
        return double((7919 * k) % 401) + 1.0;
    };
    OpLoop loop(budget);
    int64_t k = 0;
    for (; loop.more(); ++k) {
        const double value = v(k);
        loop.time([&] {
            solver.suggestValue(chain.x[0], value);
            solver.updateVariables();
        });
    }
    const double last = v(k - 1);
    expectNear(chain.x[n - 1].value(), 10.0 * (n - 1) + std::max(0.0, last), "push-chain " + order + " x_{N-1}");
    chain.expectFeasible("push-chain " + order);
    return finish(loop, double(setupNs));
}

// ---------------------------------------------------------------------------------------------
// equal-stack(N) (solver-notes §3.3): l0 = 0; l_i = l_{i−1} + w_{i−1} + 10; w_i = w0; w_i >= 0;
// l_{N−1} + w_{N−1} = W; all required, interleaved per view; then edit W (strong).

struct EqualStack {
    int n;
    Variable W{"W"};
    std::vector<Variable> l, w;
    std::vector<Constraint> constraints;  // in add order

    explicit EqualStack(int n_) : n(n_) {
        l.reserve(n);
        w.reserve(n);
        constraints.reserve(3 * size_t(n) + 1);
        for (int i = 0; i < n; ++i) {
            l.emplace_back("l" + std::to_string(i));
            w.emplace_back("w" + std::to_string(i));
            if (i == 0) {
                constraints.emplace_back(Expression(Term(l[0])), kiwi::OP_EQ);
            } else {
                constraints.emplace_back(
                    Expression({Term(l[i]), Term(l[i - 1], -1.0), Term(w[i - 1], -1.0)}, -10.0), kiwi::OP_EQ);
                constraints.emplace_back(Expression({Term(w[i]), Term(w[0], -1.0)}), kiwi::OP_EQ);
            }
            constraints.emplace_back(Expression(Term(w[i])), kiwi::OP_GE);
        }
        constraints.emplace_back(Expression({Term(l[n - 1]), Term(w[n - 1]), Term(W, -1.0)}), kiwi::OP_EQ);
    }

    // The build: 3N adds plus the strong edit on W.
    void addTo(Solver& solver) const {
        for (const Constraint& c : constraints) solver.addConstraint(c);
        solver.addEditVariable(W, kiwi::strength::strong);
    }

    void expectEqualWidths(const std::string& what, double expectedW) const {
        expectNear(W.value(), expectedW, what + " W");
        const double each = (W.value() - 10.0 * (n - 1)) / n;
        for (int i = 0; i < n; ++i) expectNear(w[i].value(), each, what + " w" + std::to_string(i));
        for (const Constraint& c : constraints) expectSatisfied(c, what);
    }
};

Measurement runEqualStackBuild(int n, double budget) {
    const EqualStack stack(n);
    OpLoop loop(budget);
    std::unique_ptr<Solver> last;
    while (loop.more()) {
        auto solver = std::make_unique<Solver>();
        loop.time([&] { stack.addTo(*solver); });
        last = std::move(solver);
    }
    last->updateVariables();
    // The edit starts at 0 and W >= 10(N−1) is forced, so W = 10(N−1) and every w = 0.
    stack.expectEqualWidths("equal-stack-build", 10.0 * (n - 1));
    return finish(loop, 0);
}

Measurement runEqualStackResize(int n, double budget) {
    const EqualStack stack(n);
    Solver solver;
    const int64_t setupNs = timeNs([&] { stack.addTo(solver); });
    auto target = [&](int64_t k) { return 20.0 * n + double((7919 * k) % 401); };
    OpLoop loop(budget);
    int64_t k = 0;
    for (; loop.more(); ++k) {
        const double value = target(k);
        loop.time([&] {
            solver.suggestValue(stack.W, value);
            solver.updateVariables();
        });
    }
    stack.expectEqualWidths("equal-stack-resize", target(k - 1));
    return finish(loop, double(setupNs));
}

// ---------------------------------------------------------------------------------------------
// Workload table and driver

struct Workload {
    std::string name;
    std::vector<int> sizes;           // ascending
    std::vector<std::string> orders;  // empty: order is null
    std::function<Measurement(int n, const std::string& order, double budget)> run;
};

const std::vector<Workload>& workloads() {
    static const std::vector<Workload> list = {
        {"enaml-build", {111}, {}, [](int, const std::string&, double b) { return runEnamlBuild(b); }},
        {"enaml-resize", {111}, {}, [](int, const std::string&, double b) { return runEnamlResize(b); }},
        {"chain-build", {1000, 10000, 100000}, {"req-first", "weak-first"}, runChainBuild},
        {"chain-remove", {1000, 10000, 100000}, {"req-first", "weak-first"}, runChainRemove},
        {"push-chain", {1000, 10000}, {"crossing", "flip", "positive"}, runPushChain},
        {"equal-stack-build", {1000, 10000}, {}, [](int n, const std::string&, double b) { return runEqualStackBuild(n, b); }},
        {"equal-stack-resize", {1000, 10000}, {}, [](int n, const std::string&, double b) { return runEqualStackResize(n, b); }},
    };
    return list;
}

struct Options {
    bool json = false;
    bool smoke = false;
    double budget = 30.0;
    std::optional<std::string> workload;
    std::optional<int> n;
    std::optional<std::string> order;
};

[[noreturn]] void usage(const std::string& error) {
    std::fprintf(stderr,
                 "error: %s\nusage: harness [--json] [--budget SECONDS] [--smoke] [--workload NAME] "
                 "[--n N] [--order ORDER]\nworkloads:",
                 error.c_str());
    for (const Workload& w : workloads()) std::fprintf(stderr, " %s", w.name.c_str());
    std::fprintf(stderr, "\norders: req-first weak-first (chain-*), crossing flip positive (push-chain)\n");
    std::exit(2);
}

Options parseOptions(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage(a + " needs a value");
            return argv[++i];
        };
        if (a == "--json") o.json = true;
        else if (a == "--smoke") o.smoke = true;
        else if (a == "--budget") {
            const std::string v = value();
            char* end = nullptr;
            o.budget = std::strtod(v.c_str(), &end);
            if (*end || !(o.budget > 0)) usage("bad --budget " + v);
        } else if (a == "--workload") o.workload = value();
        else if (a == "--n") {
            const std::string v = value();
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (*end || n <= 0) usage("bad --n " + v);
            o.n = int(n);
        } else if (a == "--order") o.order = value();
        else if (a == "-h" || a == "--help") usage("help requested");
        else usage("unknown argument " + a);
    }
    if (o.smoke) o.budget = 0.2;
    if (o.workload) {
        bool known = false;
        for (const Workload& w : workloads()) known = known || w.name == *o.workload;
        if (!known) usage("unknown workload " + *o.workload);
    }
    return o;
}

std::string jsonString(const std::string& s) { return "\"" + s + "\""; }  // our strings need no escaping

std::string formatNs(double ns) {
    char buf[32];
    if (ns < 1e3) std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    else if (ns < 1e6) std::snprintf(buf, sizeof buf, "%.2f us", ns / 1e3);
    else if (ns < 1e9) std::snprintf(buf, sizeof buf, "%.2f ms", ns / 1e6);
    else std::snprintf(buf, sizeof buf, "%.2f s", ns / 1e9);
    return buf;
}

struct Row {
    std::string name;
    int n;
    std::string order;  // empty: null
    int64_t ops;
    int64_t medianNs;
    std::string skipped;  // empty: ran
    double meanNs = 0;    // table only
    double firstNs = 0;   // table only: the first op, which often changes the basis
};

void printHeader(const Options& o) {
    if (o.json) return;
    std::printf("kiwi (kiwisolver 1.5.1 C++ headers), budget %.3g s per workload\n", o.budget);
    std::printf("%-20s %7s %-11s %9s %12s %12s %12s  %s\n", "workload", "n", "order", "ops", "median/op", "mean/op",
                "first op", "note");
    std::fflush(stdout);
}

void printRow(const Options& o, const Row& r) {
    if (o.json) {
        std::printf("{\"name\": %s, \"n\": %d, \"order\": %s, \"ops\": %lld, \"median_ns\": %lld",
                    jsonString(r.name).c_str(), r.n, r.order.empty() ? "null" : jsonString(r.order).c_str(),
                    (long long)r.ops, (long long)r.medianNs);
        if (!r.skipped.empty()) std::printf(", \"skipped\": %s", jsonString(r.skipped).c_str());
        std::printf("}\n");
    } else {
        const bool ran = r.skipped.empty();
        std::printf("%-20s %7d %-11s %9lld %12s %12s %12s  %s\n", r.name.c_str(), r.n,
                    r.order.empty() ? "-" : r.order.c_str(), (long long)r.ops,
                    ran ? formatNs(double(r.medianNs)).c_str() : "skipped", ran ? formatNs(r.meanNs).c_str() : "-",
                    ran ? formatNs(r.firstNs).c_str() : "-", r.skipped.c_str());
    }
    std::fflush(stdout);
}

// Runs one workload/order over its sizes, smallest first, skipping sizes whose extrapolated cost
// of a single op exceeds the budget.
void runSeries(const Options& o, const Workload& w, const std::string& order) {
    std::vector<int> sizes = w.sizes;
    if (o.smoke) sizes.resize(1);
    std::vector<std::pair<int, double>> history;  // (n, cost ns) of the sizes run so far
    std::string skipReason;
    for (int n : sizes) {
        if (o.n && n != *o.n) continue;
        Row row{w.name, n, order, 0, 0, ""};
        if (!skipReason.empty()) {
            row.skipped = skipReason;
            printRow(o, row);
            continue;
        }
        if (!history.empty()) {
            const auto [n1, c1] = history.back();
            double exponent = 2.0;
            std::string basis = "quadratic growth assumed";
            if (history.size() >= 2) {
                const auto [n0, c0] = history[history.size() - 2];
                exponent = std::log(c1 / c0) / std::log(double(n1) / n0);
                char buf[96];
                std::snprintf(buf, sizeof buf, "growth x%.0f measured n=%d->%d", c1 / c0, n0, n1);
                basis = buf;
            }
            const double predicted = c1 * std::pow(double(n) / n1, exponent);
            if (predicted > o.budget * 1e9) {
                char buf[200];
                std::snprintf(buf, sizeof buf, "predicted %.0f s per op > budget %.3g s (from n=%d: %s; %s)",
                              predicted / 1e9, o.budget, n1, formatNs(c1).c_str(), basis.c_str());
                row.skipped = buf;
                skipReason = "smaller size n=" + std::to_string(n) + " skipped";
                printRow(o, row);
                continue;
            }
        }
        const Measurement m = w.run(n, order, o.budget);
        history.emplace_back(n, std::max(m.costNs, 1.0));
        row.ops = int64_t(m.samples.size());
        row.medianNs = median(m.samples);
        row.meanNs = std::accumulate(m.samples.begin(), m.samples.end(), 0.0) / double(m.samples.size());
        row.firstNs = double(m.samples.front());
        printRow(o, row);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const Options o = parseOptions(argc, argv);
    printHeader(o);
    const auto start = Clock::now();
    try {
        for (const Workload& w : workloads()) {
            if (o.workload && w.name != *o.workload) continue;
            if (w.orders.empty()) {
                if (o.order) continue;  // an --order filter selects only ordered workloads
                runSeries(o, w, "");
            } else {
                for (const std::string& order : w.orders)
                    if (!o.order || order == *o.order) runSeries(o, w, order);
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "harness: CHECK FAILED: %s\n", e.what());
        return 1;
    }
    if (!o.json) std::printf("total wall time %.1f s\n", secondsSince(start));
    return 0;
}
