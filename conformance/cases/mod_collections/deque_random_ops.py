# Random sequences of deque operations (rotate, insert, del, remove, maxlen
# trimming, repeat, copy, self-extend) compared with CPython.
from collections import deque
import random
random.seed(5)
out = []
for trial in range(300):
    d = deque(range(random.randint(0, 20)), maxlen=random.choice([None, 5, 30]))
    ops = []
    for step in range(20):
        op = random.choice(["rot", "ins", "del", "app", "appl", "pop", "popl", "rev", "rm", "mul", "copy", "ext", "extl"])
        try:
            if op == "rot": d.rotate(random.randint(-30, 30))
            elif op == "ins": d.insert(random.randint(-25, 25), "x")
            elif op == "del":
                if d: del d[random.randint(-len(d), len(d) - 1)]
            elif op == "app": d.append(step)
            elif op == "appl": d.appendleft(step)
            elif op == "pop": d.pop() if d else None
            elif op == "popl": d.popleft() if d else None
            elif op == "rev": d.reverse()
            elif op == "rm": d.remove(random.choice(list(d))) if d else None
            elif op == "mul": d = d * random.randint(0, 3) if len(d) < 50 else d
            elif op == "copy": d = d.copy()
            elif op == "ext": d.extend(d)
            elif op == "extl": d.extendleft(range(3))
        except Exception as e:
            ops.append(type(e).__name__)
        ops.append(list(d))
    out.append(ops)
for o in out: print(o)

