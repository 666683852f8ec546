# an exception handler that raises: the default handler reports it with the original context
# compare: whole-stderr-user-frames
import asyncio

def handler(loop, context):
    print("handler got:", context["message"])
    raise RuntimeError("handler is broken")

async def main():
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(handler)
    loop.call_exception_handler({"message": "first"})
    print("still running")

asyncio.run(main())
