# async/asyncio as CPython runs it: gather with return_exceptions keeps each exception type and the results in order
import asyncio

async def raiser(exc):
    await asyncio.sleep(0)
    raise exc

async def value(v):
    return v

async def main():
    res = await asyncio.gather(value(1), raiser(KeyError("k")), raiser(ZeroDivisionError()), value("x"),
                               return_exceptions=True)
    for r in res:
        print(type(r).__name__, r)

asyncio.run(main())
