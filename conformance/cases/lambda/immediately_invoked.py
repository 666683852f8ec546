# immediately invoked nested lambdas
print((lambda x: (lambda y: x + y))(1)(2))
