# reprs of coroutine, async generator and their methods, with addresses masked
import asyncio
import re

def mask(s):
    return re.sub(r"0x[0-9a-f]+", "ADDR", s)

async def co():
    pass

async def ag():
    yield 1

class K:
    async def m(self):
        pass

async def main():
    c = co()
    print(mask(repr(c)))
    c.close()
    g = ag()
    print(mask(repr(g)))
    k = K().m()
    print(mask(repr(k)))
    k.close()
    print(mask(repr(co)), mask(repr(K.m)))

asyncio.run(main())
