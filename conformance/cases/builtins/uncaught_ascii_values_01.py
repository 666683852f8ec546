# uncaught: ascii()
ascii()
