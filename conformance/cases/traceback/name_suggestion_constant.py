# JSON's true/false written as Python: the builtins namespace holds the
# constants, so the suggestion is True
data = {"ok": True}
print(data)
if data["ok"] == true:
    print("yes")
