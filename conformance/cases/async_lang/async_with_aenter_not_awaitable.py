# async with: __aenter__ returning a non-awaitable
import asyncio

class Bad:
    def __aenter__(self):
        return 1
    def __aexit__(self, *a):
        return None

async def main():
    try:
        async with Bad():
            pass
    except TypeError as e:
        print(e)

asyncio.run(main())
