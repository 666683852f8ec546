# Generator pipelines, itertools, closures and recursion: a tokenizer feeding
# a stack evaluator, a memoised recursive count, tree building and walking.
import functools
import itertools

def tokens(text):
    num = ""
    for ch in text:
        if ch.isdigit():
            num += ch
            continue
        if num:
            yield int(num)
            num = ""
        if ch in "+-*()":
            yield ch
    if num:
        yield int(num)

def evaluate(toks):
    def expr(it):
        v = term(it)
        while it and it[-1] in ("+", "-"):
            op = it.pop()
            r = term(it)
            v = v + r if op == "+" else v - r
        return v
    def term(it):
        v = atom(it)
        while it and it[-1] == "*":
            it.pop()
            v *= atom(it)
        return v
    def atom(it):
        t = it.pop()
        if t == "(":
            v = expr(it)
            it.pop()
            return v
        return t
    stack = list(toks)[::-1]
    return expr(stack)

@functools.lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)

class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def walk(self):
        yield self.value
        for ch in self.children:
            yield from ch.walk()

def build(depth, start=0):
    if depth == 0:
        return Tree(start)
    return Tree(start, [build(depth - 1, start * 3 + k) for k in range(3)])

total = 0
for i in range(800):
    total += evaluate(tokens(f"({i}+3)*(2-{i % 7})+{i}*4-(1+2*{i % 5})"))
t = build(7)
walked = sum(1 for _ in t.walk())
evens = list(itertools.islice((v for v in t.walk() if v % 2 == 0), 50))
pairs = sum(a * b for a, b in itertools.pairwise(range(20000)))
groups = {k: len(list(g)) for k, g in itertools.groupby(sorted(i % 13 for i in range(20000)))}
print(total, paths(60, 60) % 1000003, walked, sum(evens), pairs, groups[5])
