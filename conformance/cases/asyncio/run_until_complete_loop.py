# async/asyncio as CPython runs it: new_event_loop, run_until_complete and close by hand
import asyncio

async def compute(x):
    await asyncio.sleep(0)
    return x + 1

loop = asyncio.new_event_loop()
print(loop.run_until_complete(compute(1)))
print(loop.run_until_complete(asyncio.gather(compute(2), compute(3))))
print(loop.is_closed())
loop.close()
print(loop.is_closed())
try:
    loop.run_until_complete(compute(4))
except RuntimeError as e:
    print(e)
