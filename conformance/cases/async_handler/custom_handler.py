# set_exception_handler receives the loop and the context; call_exception_handler calls it
import asyncio

def handler(loop, context):
    keys = sorted(context)
    print("handler:", context["message"].split(" at ")[0], keys)
    exc = context.get("exception")
    print("  exception:", type(exc).__name__, exc)

def bad(n):
    raise KeyError(n)

async def main():
    loop = asyncio.get_running_loop()
    print(loop.get_exception_handler())
    loop.set_exception_handler(handler)
    print(loop.get_exception_handler() is handler)
    loop.call_soon(bad, "k1")
    loop.call_later(0.001, bad, "k2")
    await asyncio.sleep(0.01)
    loop.call_exception_handler({"message": "by hand", "extra": 1})
    try:
        loop.set_exception_handler(42)
    except TypeError as e:
        print("TypeError:", e)
    loop.set_exception_handler(None)
    print(loop.get_exception_handler())

asyncio.run(main())
