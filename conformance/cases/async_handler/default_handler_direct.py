# call_exception_handler with the default handler: the message, the other keys sorted, the traceback
# compare: whole-stderr-user-frames
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    loop.call_exception_handler({"message": "plain message"})
    loop.call_exception_handler({"zeta": [1, 2], "alpha": "a", "message": "with keys"})
    loop.call_exception_handler({"exception": RuntimeError("no traceback")})
    try:
        {}["missing"]
    except KeyError as e:
        loop.call_exception_handler({"message": "caught", "exception": e})
    loop.default_exception_handler({"message": "called directly"})
    print("done")

asyncio.run(main())
