# async/asyncio as CPython runs it: future basics
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    print(fut.done(), fut.cancelled())
    loop.call_soon(fut.set_result, "value")
    print(await fut)
    try:
        fut.set_result(1)
    except asyncio.InvalidStateError:
        print("invalid state")
    f2 = loop.create_future()
    try:
        f2.result()
    except asyncio.InvalidStateError as e:
        print(e)
    f2.set_exception(ValueError("x"))
    print(repr(f2.exception()))
    calls = []
    f3 = loop.create_future()
    f3.add_done_callback(lambda f: calls.append(f.result()))
    f3.set_result(7)
    await asyncio.sleep(0)
    print(calls)

asyncio.run(main())
