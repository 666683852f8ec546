# A generator or coroutine suspended while it handles an exception
# resumes with its handled exceptions above the resumer's, which may be
# more or fewer than its first caller's: each side sees its own.
import sys
import types


@types.coroutine
def sus():
    return (yield 1)


class ACM:
    def __init__(self, tag):
        self.tag = tag

    async def __aenter__(self):
        return self

    async def __aexit__(self, *a):
        print(self.tag, "aexit sees", repr(sys.exc_info()[1]))
        await sus()
        print(self.tag, "aexit resumed sees", repr(sys.exc_info()[1]))
        return True


async def co(tag):
    async with ACM(tag):
        raise ValueError(tag)
    print(tag, "after async with sees", repr(sys.exc_info()[1]))
    return "done"


def finish(c):
    try:
        c.send(None)
    except StopIteration as e:
        print("result", e.value)


# Suspended at the top level, resumed inside an except clause.
c = co("deeper")
c.send(None)
try:
    raise KeyError("k")
except KeyError:
    finish(c)
    print("resumer sees", repr(sys.exc_info()[1]))
print("after", repr(sys.exc_info()[1]))

# Suspended inside an except clause, resumed at the top level.
c = co("shallower")
try:
    raise KeyError("k2")
except KeyError:
    c.send(None)
    print("first caller sees", repr(sys.exc_info()[1]))
finish(c)
print("after", repr(sys.exc_info()[1]))


def gen():
    try:
        raise ValueError("in gen")
    except ValueError:
        yield repr(sys.exc_info()[1])
        yield repr(sys.exc_info()[1])
    try:
        yield "try"
    finally:
        yield repr(sys.exc_info()[1])
    yield repr(sys.exc_info()[1])


g = gen()
print(next(g))
for exc in (KeyError("a"), IndexError("b"), TypeError("c"), NameError("d")):
    try:
        raise exc
    except Exception:
        print(next(g), "/", repr(sys.exc_info()[1]))
print(next(g, "exhausted"), repr(sys.exc_info()[1]))
