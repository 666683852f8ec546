# deleting a missing dict key uncaught
d = {}
del d["nope"]
