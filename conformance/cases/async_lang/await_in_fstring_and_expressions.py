# async language: await inside f-strings, conditional expressions, arguments and subscripts
class V:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        yield
        return self.v

async def main():
    d = {"k": 5}
    s = f"{await V(1)} and {await V('two')!r}"
    t = (await V(3)) if await V(True) else 0
    u = max(await V(4), await V(2))
    w = d[await V("k")]
    return s, t, u, w

c = main()
while True:
    try:
        c.send(None)
    except StopIteration as e:
        print(e.value)
        break
