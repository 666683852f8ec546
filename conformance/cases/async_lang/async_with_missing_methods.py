# async with errors: object without __aenter__ / __aexit__, sync context manager
import asyncio

class OnlyEnter:
    async def __aenter__(self):
        return self

class SyncCM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        pass

async def main():
    for obj in (OnlyEnter(), SyncCM(), 5):
        try:
            async with obj:
                pass
        except TypeError as e:
            print(e)

asyncio.run(main())
