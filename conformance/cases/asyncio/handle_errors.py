# call_later(None), call_soon after close, loop closed checks
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    try:
        loop.call_later(None, print)
    except TypeError as e:
        print(e)
    print(loop.is_running(), loop.is_closed())
    try:
        loop.close()
    except RuntimeError as e:
        print(e)
    return loop

loop = asyncio.run(main())
print(loop.is_running(), loop.is_closed())
try:
    loop.call_soon(print, 1)
except RuntimeError as e:
    print(e)
