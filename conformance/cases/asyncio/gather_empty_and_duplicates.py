# asyncio gather: no arguments, the same coroutine twice, futures and coroutines mixed
import asyncio

async def val(x):
    print("running", x)
    return x

async def main():
    print(await asyncio.gather())
    c = val("same")
    print(await asyncio.gather(c, c, val("other")))
    fut = asyncio.get_running_loop().create_future()
    fut.set_result("fut")
    print(await asyncio.gather(fut, val(1), fut))

asyncio.run(main())
