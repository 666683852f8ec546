# A small incremental constraint solver in the spirit of deltablue: variables linked by
# equality and scale constraints with strengths; adding a constraint re-plans the chain.

REQUIRED, STRONG, MEDIUM, WEAK = 0, 1, 2, 3


class Variable:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.stay = True
        self.walk = 0

    def __repr__(self):
        return "Variable(%s=%d)" % (self.name, self.value)


class Constraint:
    def __init__(self, strength):
        self.strength = strength
        self.satisfied = False

    def weaker(self, other):
        return self.strength > other.strength


class Stay(Constraint):
    def __init__(self, var, strength):
        Constraint.__init__(self, strength)
        self.var = var
        var.constraints.append(self)

    def inputs(self):
        return ()

    def output(self):
        return self.var

    def execute(self):
        pass


class Equal(Constraint):
    def __init__(self, src, dst, strength):
        Constraint.__init__(self, strength)
        self.src, self.dst = src, dst
        src.constraints.append(self)
        dst.constraints.append(self)

    def inputs(self):
        return (self.src,)

    def output(self):
        return self.dst

    def execute(self):
        self.dst.value = self.src.value


class Scale(Constraint):
    def __init__(self, src, scale, offset, dst, strength):
        Constraint.__init__(self, strength)
        self.src, self.scale, self.offset, self.dst = src, scale, offset, dst
        src.constraints.append(self)
        dst.constraints.append(self)

    def inputs(self):
        return (self.src, self.scale, self.offset)

    def output(self):
        return self.dst

    def execute(self):
        self.dst.value = self.src.value * self.scale.value + self.offset.value


class Planner:
    def __init__(self):
        self.mark = 0

    def satisfy(self, c):
        out = c.output()
        old = out.determined_by
        if old is not None and not c.weaker(old):
            old.satisfied = False
        if old is None or not c.weaker(old):
            out.determined_by = c
            c.satisfied = True
            return True
        return False

    def plan_from(self, sources):
        self.mark += 1
        mark = self.mark
        todo = list(sources)
        plan = []
        while todo:
            v = todo.pop()
            if v.walk == mark:
                continue
            v.walk = mark
            for c in v.constraints:
                if c.satisfied and v in c.inputs():
                    plan.append(c)
                    todo.append(c.output())
        return plan

    def run(self, plan):
        for c in plan:
            c.execute()


def chain_test(n):
    planner = Planner()
    vs = [Variable("v%d" % i) for i in range(n + 1)]
    for a, b in zip(vs, vs[1:]):
        planner.satisfy(Equal(a, b, REQUIRED))
    first, last = vs[0], vs[-1]
    planner.satisfy(Stay(last, STRONG))
    total = 0
    plan = planner.plan_from([first])
    for i in range(100):
        first.value = i
        planner.run(plan)
        total += last.value
    return total


def projection_test(n):
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    srcs, dsts = [], []
    for i in range(n):
        src = Variable("src%d" % i, i)
        dst = Variable("dst%d" % i, i)
        srcs.append(src)
        dsts.append(dst)
        planner.satisfy(Stay(src, MEDIUM))
        planner.satisfy(Scale(src, scale, offset, dst, REQUIRED))
    total = 0
    for k in range(5):
        plan = planner.plan_from([scale, offset])
        scale.value = 5 + k
        offset.value = 2000 - k
        planner.run(plan)
        total += sum(d.value for d in dsts)
    return total


acc = 0
for round_ in range(25):
    acc += chain_test(1000 + round_)
    acc += projection_test(1000 + round_)
print(acc)
