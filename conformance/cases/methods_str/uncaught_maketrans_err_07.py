# uncaught: 'abc'.translate({97: 1.5})
'abc'.translate({97: 1.5})
