//
//  ProfilePresenter.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import SwiftUI

final class ProfilePresenter: ProfilePresenterProtocol {
    
    private let router: ProfileRouterProtocol
    private weak var viewState: ProfileViewStateProtocol?
    private let interactor: ProfileInteractorProtocol
    
    init(router: ProfileRouterProtocol,
         interactor: ProfileInteractorProtocol,
         viewState: ProfileViewStateProtocol) {
        self.router = router
        self.interactor = interactor
        self.viewState = viewState
    }
    
    
}
