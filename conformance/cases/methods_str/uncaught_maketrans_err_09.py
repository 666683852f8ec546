# uncaught: 'abc'.translate()
'abc'.translate()
