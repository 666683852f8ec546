# audit: an agent-style script: main(), argparse-free argv handling, logging to stderr, exit code
import sys, json, traceback
from dataclasses import dataclass, field
@dataclass
class Task:
    name: str
    deps: list = field(default_factory=list)
def plan(tasks):
    done, order = set(), []
    def visit(t, stack=()):
        if t.name in stack:
            raise ValueError(f"cycle at {t.name}")
        for d in t.deps:
            visit(d, stack + (t.name,))
        if t.name not in done:
            done.add(t.name); order.append(t.name)
    for t in tasks:
        visit(t)
    return order
def main(argv):
    a = Task("a"); b = Task("b", [a]); c = Task("c", [a, b])
    print(json.dumps(plan([c, b])))
    a.deps.append(c)
    try:
        plan([c])
    except ValueError as e:
        print("error:", e, file=sys.stderr)
        tb = e.__traceback__
        print(len(traceback.extract_tb(tb)), traceback.extract_tb(tb)[-1].name)
        return 3
    return 0
if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
