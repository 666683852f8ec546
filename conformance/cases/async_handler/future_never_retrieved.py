# a future whose exception is read is not reported; one nobody reads is
# compare: whole-stderr-user-frames
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    read = loop.create_future()
    read.set_exception(ValueError("read"))
    print(repr(read.exception()))
    unread = loop.create_future()
    unread.set_exception(ValueError("nobody reads this"))
    awaited = loop.create_future()
    awaited.set_exception(KeyError("awaited"))
    try:
        await awaited
    except KeyError as e:
        print("caught", e)
    return "ok"

print(asyncio.run(main()))
