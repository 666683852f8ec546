# asyncio gather: BaseException subclasses and exceptions with args come back unchanged
import asyncio

class MyErr(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.a = a

async def f():
    raise MyErr(1, "two")

async def main():
    try:
        await asyncio.gather(f())
    except MyErr as e:
        print(e.args, e.a, str(e))
    r = await asyncio.gather(f(), return_exceptions=True)
    print(type(r[0]).__name__, r[0].args)

asyncio.run(main())
