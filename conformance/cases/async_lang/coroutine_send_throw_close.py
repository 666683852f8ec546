# async language: driving a coroutine by hand with send, throw and close through an awaitable
class Yielder:
    def __await__(self):
        got = yield "first"
        print("got", got)
        got = yield "second"
        return got

async def coro():
    try:
        r = await Yielder()
        print("result", r)
        await Yielder()
    except KeyError as e:
        print("caught", repr(e))
        return "handled"
    finally:
        print("finally")

c = coro()
print(c.send(None))
print(c.send("a"))
print(c.send("b"))
try:
    c.throw(KeyError("k"))
except StopIteration as e:
    print("stop", e.value)

c2 = coro()
c2.send(None)
c2.close()
print("closed")
