# asyncio.Future: result() before done, set twice, StopIteration refused
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    try:
        f.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    try:
        f.exception()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    f.set_result(1)
    try:
        f.set_result(2)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", type(e).__name__)
    g = loop.create_future()
    try:
        g.set_exception(StopIteration())
    except TypeError as e:
        print(e)
    g.set_exception(KeyError)
    print(repr(g.exception()))

asyncio.run(main())
