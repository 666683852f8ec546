# the warning names the coroutine by its qualified name; closed coroutines do not warn
# compare: whole-stderr
class Client:
    async def call(self, name):
        return name

    def fire(self):
        self.call("x")

Client().fire()
coros = [Client().call(i) for i in range(3)]
for c in coros:
    c.close()
print("closed", len(coros))
